import { Alert, Button, Group, Paper, ScrollArea, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import { smsLength, smsSegments, validateSms } from '@/src/domain/sms/sms-rules';
import type { DialogProps } from '../../email/state/dialogStackState';
import { useSmsThread } from '../hooks/useSmsThread';
import { useSendSms } from '../hooks/useSendSms';
import { useSmsNumbers } from '../hooks/useSmsNumbers';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';
import { useFormat } from '../../profile/hooks/useFormat';

/** The SMS dialog (spec 1 sections 4, 5 and 8): sender, counter, send, the live thread and past threads. */
export function SmsDialog({ props }: { props: DialogProps }) {
  const { t, i18n } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const fmt = useFormat();
  const numbers = useSmsNumbers();
  const [from, setFrom] = useState<string | null>(null);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const thread = useSmsThread(props.contactId, props.to);
  useEffect(() => {
    if (!from && numbers.data?.numbers[0]) setFrom(numbers.data.numbers[0].phoneNumber);
  }, [numbers.data, from]);

  const length = smsLength(body);
  const send = useSendSms({
    onSent: () => {
      setBody('');
      setError(null);
    },
    // Below 500 with a message: the server's message, translated (spec 1 section 8).
    onError: (e: unknown) => {
      const msg = e instanceof ApiCallError && e.status > 0 && e.status < 500 && e.message ? e.message : 'SMS_SEND_ERROR';
      setError(i18n.exists(`sms.${msg}`) ? t(`sms.${msg}`) : msg);
    },
  });
  const submit = () => {
    const invalid = validateSms({ to: props.to, from, body });
    if (invalid) return setError(t(`sms.${invalid}`));
    send.mutate({ contactId: props.contactId, to: props.to, from: from ?? '', body, projectName: props.projectName });
  };

  const pages = [...(thread.data?.pages ?? [])].reverse();
  const messages = pages.flatMap((p) => p?.messages ?? []);
  return (
    <Stack gap={6} data-testid="sms-dialog">
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
        <Button size="xs" onClick={submit} loading={send.isPending} disabled={send.isPending || body.length === 0} data-testid="sms-send">
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
