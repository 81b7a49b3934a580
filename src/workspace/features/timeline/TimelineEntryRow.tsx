import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '@/src/contract';
import { timelineColour, type TimelineColour } from '@/src/domain/timeline-colour';
import { EmailReplyActions } from '../email/components/EmailReplyActions';
import { RecordingPlayer } from '../recordings/player/RecordingPlayer';
import { useFormat } from '../profile/hooks/useFormat';

/** Mantine colours for the spec's timeline colours. */
const MANTINE: Record<TimelineColour, string> = { orange: 'orange', lightBlue: 'cyan', indigo: 'indigo', green: 'green', neutral: 'gray' };

/** `showContact`: on an account's timeline each entry names the contact it was with. */
export function TimelineEntryRow({ entry, canDelete, onDelete, showContact = false }: { entry: TimelineEntry; canDelete: boolean; onDelete: () => void; showContact?: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const colour = timelineColour(entry.type, entry.direction);
  const kind = entry.event ? t(`timeline.kind.${entry.event.kind}`) : t(`timeline.kind.${entry.type}`);
  const [playing, setPlaying] = useState(false);
  return (
    <Paper
      withBorder
      p="xs"
      style={{ borderLeft: `4px solid var(--mantine-color-${MANTINE[colour]}-6)` }}
      data-testid="timeline-entry"
      data-type={entry.type}
      data-colour={colour}
      data-entry-id={entry._id}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Badge size="xs" color={MANTINE[colour]} variant="light">
              {kind}
              {entry.direction ? ` ${t(`timeline.${entry.direction}`)}` : ''}
            </Badge>
            <Text size="xs" c="dimmed">
              {fmt.dateTime(entry.timestamp)}
              {entry.userName ? ` · ${t('timeline.by', { name: entry.userName })}` : ''}
            </Text>
          </Group>
          {showContact && entry.contactId !== null && entry.contactName && (
            <Anchor href={`#!/contacts/${entry.contactId}`} size="xs" data-testid="timeline-contact">
              {t('timeline.withContact', { name: entry.contactName })}
            </Anchor>
          )}
          {entry.content && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="timeline-content">
              {entry.content}
            </Text>
          )}
          {entry.event && (entry.event.from || entry.event.to) && <Text size="sm">{t('timeline.change', { from: entry.event.from ?? '—', to: entry.event.to ?? '—' })}</Text>}
          {(entry.durationSeconds > 0 || entry.result) && (
            <Text size="xs" c="dimmed">
              {[entry.durationSeconds > 0 ? fmt.duration(entry.durationSeconds) : null, entry.result].filter(Boolean).join(' · ')}
            </Text>
          )}
          {entry.email && (
            <Text size="xs" c="dimmed">
              {[entry.email.status, `opens ${entry.email.opens}`, `clicks ${entry.email.clicks}`, entry.email.proxyOpens ? t('email.proxyOpens', { count: entry.email.proxyOpens }) : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
          {entry.email?.messageId != null && entry.contactId !== null && <EmailReplyActions emailId={entry.email.messageId} contactId={entry.contactId} contactName={entry.content} />}
          {entry.recordingCallId !== null && (
            <Button size="compact-xs" variant="subtle" w="fit-content" aria-expanded={playing} onClick={() => setPlaying((open) => !open)} data-testid="timeline-recording">
              {playing ? t('timeline.hideRecording') : t('timeline.playRecording')}
            </Button>
          )}
          {playing && entry.recordingCallId !== null && <RecordingPlayer callId={entry.recordingCallId} />}
        </Stack>
        {canDelete && (
          <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('timeline.delete')} onClick={onDelete} data-testid="timeline-delete">
            ×
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
