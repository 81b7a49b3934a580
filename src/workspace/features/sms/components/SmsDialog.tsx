import { Alert, Button, Group, Paper, ScrollArea, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import { smsLength, smsSegments, validateSms } from '@/src/domain/sms/sms-rules';
import { composerDraftKey, parseSmsDraft } from '@/src/domain/email/composer-draft';
import { ConfirmDialog } from '@/src/workspace/ui/ConfirmDialog';
import { useComposerDraft } from '../../email/drafts/useComposerDraft';
import { useTelephonySettings } from '../../phone/hooks/useTelephonySettings';
import type { DialogProps } from '../../email/state/dialogStackState';
import { useSmsThread } from '../hooks/useSmsThread';
import { useSendSms } from '../hooks/useSendSms';
import { useSmsNumbers } from '../hooks/useSmsNumbers';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';
import { useFormat } from '../../profile/hooks/useFormat';

/**
 * The SMS dialog (spec 1 sections 4, 5 and 8): sender, counter, send, the live thread and past threads.
 * A number that does not look like a mobile one is asked about before sending; unsent text is kept as
 * a draft for this contact and number.
 */
export function SmsDialog({ props }: { props: DialogProps }) {
  const { t, i18n } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const fmt = useFormat();
  const numbers = useSmsNumbers();
  const [from, setFrom] = useState<string | null>(null);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const thread = useSmsThread(props.contactId, props.to);
  const dialingPlan = useTelephonySettings().data?.dialingPlanCountry;
  const [ask, setAsk] = useState(false);
  const draft = useComposerDraft(composerDraftKey({ kind: 'sms', contactId: props.contactId, to: props.to }), parseSmsDraft);
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!from && numbers.data?.numbers[0]) setFrom(numbers.data.numbers[0].phoneNumber);
  }, [numbers.data, from]);
  useEffect(() => {
    if (filled || draft.stored === undefined) return;
    setFilled(true);
    if (draft.stored) setBody(draft.stored.body);
  }, [draft.stored, filled]);
  const keepDraft = draft.keep;
  useEffect(() => {
    if (filled) keepDraft(body.trim() ? { kind: 'sms', to: props.to, body, savedAt: new Date().toISOString() } : null);
  }, [body, filled, props.to, keepDraft]);

  const length = smsLength(body);
  const send = useSendSms({
    onSent: () => {
      draft.discard();
      setBody('');
      setError(null);
    },
    // Below 500 with a message: the server's message, translated (spec 1 section 8).
    onError: (e: unknown) => {
      const msg = e instanceof ApiCallError && e.status > 0 && e.status < 500 && e.message ? e.message : 'SMS_SEND_ERROR';
      setError(i18n.exists(`sms.${msg}`) ? t(`sms.${msg}`) : msg);
    },
  });
  const submit = async (confirmed = false) => {
    const invalid = validateSms({ to: props.to, from, body });
    if (invalid) return setError(t(`sms.${invalid}`));
    setAsk(false);
    if (!confirmed) {
      // The number-type metadata is large: loaded only when an SMS is about to go.
      const rules = await import('@/src/domain/sms/sms-recipient').catch(() => null);
      // Without the rules (the chunk failed to load) the number is asked about, never sent unasked.
      if (!rules?.isSmsCapableNumber(props.to, dialingPlan)) return setAsk(true);
    }
    send.mutate({ contactId: props.contactId, to: props.to, from: from ?? '', body, projectName: props.projectName });
  };

  const pages = [...(thread.data?.pages ?? [])].reverse();
  const messages = pages.flatMap((p) => p?.messages ?? []);
  return (
    <Stack gap={6} data-testid="sms-dialog">
      {ask && (
        <ConfirmDialog
          title={t('sms.askTitle')}
          text={t('sms.askNotMobile', { number: props.to })}
          cancelLabel={t('sms.cancel')}
          confirmLabel={t('sms.sendAnyway')}
          busy={send.isPending}
          testId="sms-send-ask"
          confirmTestId="sms-send-anyway"
          onCancel={() => setAsk(false)}
          onConfirm={() => void submit(true)}
        />
      )}
      {numbers.data && (
        <Text size="xs" c="dimmed" data-testid="sms-carrier">
          {t('sms.carrier', { name: numbers.data.carrier.name })}
        </Text>
      )}
      {numbers.isError && (
        <Alert color="red" p="xs">
          {t('sms.numbersError')}
        </Alert>
      )}
      <Group grow gap="xs">
        <Select
          size="xs"
          label={t('sms.from')}
          data={(numbers.data?.numbers ?? []).map((n) => ({ value: n.phoneNumber, label: formatNumber(n.phoneNumber) }))}
          value={from}
          onChange={setFrom}
          data-testid="sms-from"
        />
        <Text size="xs">
          {t('sms.to')}: {formatNumber(props.to)}
        </Text>
      </Group>
      <ScrollArea h={180} type="auto" data-testid="sms-thread" data-thread-id={thread.threadId ?? undefined}>
        {thread.hasNextPage && (
          <Button size="compact-xs" variant="subtle" onClick={() => void thread.fetchNextPage()} loading={thread.isFetchingNextPage} data-testid="sms-load-earlier">
            {t('sms.loadEarlier')}
          </Button>
        )}
        {thread.error && (
          <Text size="xs" c="red">
            {t(`sms.${thread.error.message}`)}
          </Text>
        )}
        {messages.length === 0 && !thread.isLoading && (
          <Text size="xs" c="dimmed">
            {t('sms.noMessages')}
          </Text>
        )}
        <Stack gap={4}>
          {messages.map((m) => (
            <Paper
              key={m.id}
              p={6}
              withBorder
              bg={m.direction === 'out' ? 'blue.0' : 'gray.0'}
              ml={m.direction === 'out' ? 40 : 0}
              mr={m.direction === 'in' ? 40 : 0}
              data-testid="sms-message"
              data-direction={m.direction}
              data-status={m.status}
            >
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.body}
              </Text>
              <Text size="xs" c="dimmed">
                {fmt.dateTime(m.timestamp)} · {t(`sms.status.${m.status}`)}
              </Text>
            </Paper>
          ))}
        </Stack>
      </ScrollArea>
      <Textarea size="xs" label={t('sms.body')} autosize minRows={2} maxRows={6} value={body} onChange={(e) => setBody(e.currentTarget.value)} data-testid="sms-body" />
      <Group justify="space-between">
        <Text size="xs" c={length > 459 ? 'red' : 'dimmed'} data-testid="sms-counter" data-segments={smsSegments(length)}>
          {t('sms.counter', { length, segments: smsSegments(length) })}
        </Text>
        <Button size="xs" onClick={() => void submit()} loading={send.isPending} disabled={send.isPending || body.length === 0} data-testid="sms-send">
          {t('sms.send')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" p="xs" data-testid="sms-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
