import { Alert, Anchor, Button, Group, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallInfo, RealtimeLine } from '@/src/contract';
import { realtimeUserName } from '@/src/domain/monitor/realtime-lines';
import type { MonitorView } from '@/src/phone/monitor/monitor-wire';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

interface Props {
  line: RealtimeLine | null;
  monitoring: MonitorView | null;
  /** Whisper, join, or back to listening (spec 1 section 4). */
  onMode(mode: 'whisper' | 'join' | 'listen'): void;
  draft: CallInfo;
  loading: boolean;
  dirty: boolean;
  saving: boolean;
  notice: { kind: 'saved' | 'error'; text: string } | null;
  onDraft(next: CallInfo): void;
  onSave(): void;
}

/** Spec 3 section 2: the selected line's panel: a link to the call's contact, an observation and a score. */
export function RealtimeDetailPanel({ line, monitoring, onMode, draft, loading, dirty, saving, notice, onDraft, onSave }: Props) {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  if (!line) return <Text c="dimmed">{t('realtime.noSelection')}</Text>;
  const onCall = line.callId !== null;
  const following = monitoring && monitoring.callId === line.callId ? monitoring : null;
  return (
    <Stack gap="sm" data-testid="realtime-detail">
      <Title order={5}>{t('realtime.detailTitle', { name: realtimeUserName(line) })}</Title>
      {!onCall ? (
        <Text c="dimmed">{t('realtime.noCall')}</Text>
      ) : (
        <>
          <Text size="sm">
            <b>{t('realtime.contact')}:</b>{' '}
            {line.callContact?.id ? (
              <Anchor href={`#!/contacts/${line.callContact.id}`} size="sm" data-testid="realtime-contact-link">
                {line.callContact.name || formatNumber(line.callContact.number)}
              </Anchor>
            ) : (
              line.callContact?.number && formatNumber(line.callContact.number)
            )}
          </Text>
          <Text size="sm" data-testid="realtime-monitor-state" data-state={following?.state ?? 'IDLE'}>
            {t(`realtime.monitorState.${following?.state ?? 'IDLE'}`)}
          </Text>
          {following && following.state !== 'IDLE' && following.state !== 'TRYING' && (
            <Group gap="xs" data-testid="realtime-modes">
              <Button
                size="compact-sm"
                variant={following.state === 'WHISPERING' ? 'filled' : 'light'}
                aria-pressed={following.state === 'WHISPERING'}
                disabled={following.state === 'CONVERSATION'}
                onClick={() => onMode('whisper')}
                data-testid="realtime-whisper"
              >
                {t('realtime.whisper')}
              </Button>
              <Button
                size="compact-sm"
                variant={following.state === 'CONVERSATION' ? 'filled' : 'light'}
                aria-pressed={following.state === 'CONVERSATION'}
                onClick={() => onMode('join')}
                data-testid="realtime-join"
              >
                {t('realtime.join')}
              </Button>
              <Button size="compact-sm" variant="light" disabled={following.state === 'MONITORING'} onClick={() => onMode('listen')} data-testid="realtime-back-to-listen">
                {t('realtime.backToListen')}
              </Button>
            </Group>
          )}
          {following?.error && (
            <Alert color="red" data-testid="realtime-monitor-error">
              {following.error}
            </Alert>
          )}
          <Textarea
            label={t('realtime.observation')}
            autosize
            minRows={3}
            maxLength={4000}
            disabled={loading}
            value={draft.callObservation ?? ''}
            onChange={(e) => onDraft({ ...draft, callObservation: e.currentTarget.value })}
            data-testid="realtime-observation"
          />
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t('realtime.score')}
            </Text>
            <Rating value={draft.callScore ?? 0} onChange={(value) => onDraft({ ...draft, callScore: value || null })} readOnly={loading} data-testid="realtime-score" />
          </Stack>
          <Group>
            <Button size="xs" onClick={onSave} disabled={!dirty || loading} loading={saving} data-testid="realtime-save">
              {t('realtime.save')}
            </Button>
          </Group>
          {notice && (
            <Alert color={notice.kind === 'saved' ? 'green' : 'red'} data-testid="realtime-save-notice">
              {notice.text}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
