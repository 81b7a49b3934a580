import { Alert, Button, Group, Loader, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALER_OWN_RESULTS, defaultMessageResult } from '@/src/domain/parallel-dialer/launch-block';
import { lineOptions } from '@/src/domain/parallel-dialer/session-lines';
import { useCallResults } from '../../phone/hooks/useCallResults';
import { useTelephonySettings } from '../../phone/hooks/useTelephonySettings';
import { useSelectedCallbackNotice } from '../../phone/hooks/usePredefinedMessages';
import { parallelDialerKeys, useParallelMessages } from '../hooks/useParallelLaunch';
import { sendParallelDialerCommand } from '../hooks/useParallelDialer';

interface Props {
  listId: number;
  playbookStepId?: number | undefined;
  maximumLines: number;
  voiceEnabled: boolean;
  noticeEnabled: boolean;
  onClose(): void;
}

const NONE = 'none';

/** Spec 2 parallel dialer modal: the lines, the voice message and callback notice, and the result written for each. */
export function ParallelDialerModal({ listId, playbookStepId, maximumLines, voiceEnabled, noticeEnabled, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { voice, notices } = useParallelMessages(true);
  const { chosen: selectedNoticeId } = useSelectedCallbackNotice();
  const results = useCallResults();
  const telephony = useTelephonySettings();
  const options = lineOptions(maximumLines);
  const [lines, setLines] = useState(String(options[options.length - 1] ?? 2));
  const [voiceId, setVoiceId] = useState<string | null>(null);
  const [noticeId, setNoticeId] = useState<string | null>(null);
  const [voiceResult, setVoiceResult] = useState<string | null>(null);
  const [noticeResult, setNoticeResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const loading = voice.isPending || notices.isPending || results.isPending || telephony.isPending;
  const failed = voice.isError || notices.isError || results.isError || telephony.isError;
  const labels = (results.data ?? []).map((r) => r.label);
  const resultOptions = labels.filter((l) => !DIALER_OWN_RESULTS.includes(l));
  const voiceChoice = voiceResult ?? defaultMessageResult(labels, 'voiceMessage');
  const noticeChoice = noticeResult ?? defaultMessageResult(labels, 'callbackNotice');
  const messageOptions = (list: { id: number; name: string }[] | undefined) => [{ value: NONE, label: t('parallelDialer.none') }, ...(list ?? []).map((m) => ({ value: String(m.id), label: m.name }))];
  // A message is the one picked, else the first of its type, else none: one value shown and sent.
  const chosen = (value: string | null, list: { id: number }[] | undefined) => value ?? String(list?.[0]?.id ?? NONE);
  const voiceValue = chosen(voiceId, voice.data?.userPredefinedMessages);
  // The callback notice selected in the settings comes first (spec 3), while it still exists.
  const selectedNotice = notices.data?.userPredefinedMessages.some((m) => m.id === selectedNoticeId.data) ? String(selectedNoticeId.data) : null;
  const noticeValue = chosen(noticeId ?? selectedNotice, notices.data?.userPredefinedMessages);
  const messageId = (value: string) => (value === NONE ? null : Number(value));

  async function start() {
    // The lines present the user's caller id (a verified other number, else their own; spec 3).
    const callerNumber = telephony.data?.callerId ?? telephony.data?.userPhoneNumber ?? '';
    if (!callerNumber) return setError(t('parallelDialer.callerIdMissing'));
    if (!voiceChoice || !noticeChoice) return setError(t('parallelDialer.loadError'));
    setStarting(true);
    setError(null);
    const reply = await sendParallelDialerCommand({
      command: 'start',
      start: {
        listId,
        ...(playbookStepId ? { playbookStepId } : {}),
        lines: Number(lines),
        callerNumber,
        voiceMessageId: voiceEnabled ? messageId(voiceValue) : null,
        callbackNoticeId: noticeEnabled ? messageId(noticeValue) : null,
        resultForVoiceMessage: voiceChoice,
        resultForCallbackNotice: noticeChoice,
      },
    });
    setStarting(false);
    void queryClient.invalidateQueries({ queryKey: parallelDialerKeys.all });
    if (reply.ok) onClose();
    else setError(reply.reason);
  }

  return (
    <Modal opened onClose={onClose} title={t('parallelDialer.title')} data-testid="parallel-dialer-modal">
      {loading ? (
        <Loader aria-label={t('app.loading')} />
      ) : failed ? (
        <Alert color="red" role="alert">
          {t('parallelDialer.loadError')}
        </Alert>
      ) : (
        <Stack gap="sm">
          <div>
            <Text size="sm" fw={500} mb={4} id="parallel-lines-label">
              {t('parallelDialer.lines')}
            </Text>
            <SegmentedControl aria-labelledby="parallel-lines-label" data={options.map(String)} value={lines} onChange={setLines} data-testid="parallel-lines" />
          </div>
          {voiceEnabled && (
            <Select
              label={t('parallelDialer.voiceMessage')}
              data={messageOptions(voice.data?.userPredefinedMessages)}
              value={voiceValue}
              onChange={setVoiceId}
              allowDeselect={false}
              data-testid="parallel-voice-message"
            />
          )}
          {noticeEnabled && (
            <Select
              label={t('parallelDialer.callbackNotice')}
              data={messageOptions(notices.data?.userPredefinedMessages)}
              value={noticeValue}
              onChange={setNoticeId}
              allowDeselect={false}
              data-testid="parallel-callback-notice"
            />
          )}
          <Select label={t('parallelDialer.resultForVoiceMessage')} data={resultOptions} value={voiceChoice} onChange={setVoiceResult} allowDeselect={false} />
          <Select label={t('parallelDialer.resultForCallbackNotice')} data={resultOptions} value={noticeChoice} onChange={setNoticeResult} allowDeselect={false} />
          {error && (
            <Alert color="red" role="alert" data-testid="parallel-start-error">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('parallelDialer.cancel')}
            </Button>
            <Button onClick={() => void start()} loading={starting} data-testid="parallel-start">
              {t('parallelDialer.start')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
