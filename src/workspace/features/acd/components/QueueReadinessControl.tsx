import { Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { presence as presenceSchema, type Presence } from '@/src/contract';
import { queueReadinessOf } from '@/src/domain/presence-readiness';
import { presenceStatus, statusLabel } from '@/src/domain/presence-status';
import { usePresence, useSetPresence } from '@/src/workspace/session/hooks/usePresence';
import { useQueueMember } from '../hooks/useQueueMember';

/** The two choices a queue member makes here: queue calls may come (Available) or not (On Break). */
const CHOICES: Presence[] = ['available', 'away'];

/**
 * In the phone, for queue members: their presence, the same one the header's set-status shows and sets, in the
 * monitor's words. Queue calls come only while it is Available; a Busy or Working Offline chosen in the header
 * shows here as a third choice, so both places always read the same.
 */
export function QueueReadinessControl() {
  const { t } = useTranslation();
  const member = useQueueMember();
  const presence = usePresence();
  const setPresence = useSetPresence();
  const shown = presence.data?.presence;
  if (!member || !shown) return null;
  const choices = CHOICES.includes(shown) ? CHOICES : [...CHOICES, shown];
  return (
    <Group gap="xs" data-testid="queue-readiness" data-status={queueReadinessOf(shown)} data-presence={shown}>
      <Text size="xs" c="dimmed">
        {t('acd.readiness.label')}
      </Text>
      <SegmentedControl
        size="xs"
        value={shown}
        onChange={(value) => {
          const parsed = presenceSchema.safeParse(value);
          if (parsed.success) setPresence.mutate(parsed.data);
        }}
        data={choices.map((value) => ({ value, label: statusLabel(presenceStatus(value)) }))}
      />
      {setPresence.isError && (
        <Text size="xs" c="red" role="alert">
          {t('acd.readiness.failed')}
        </Text>
      )}
    </Group>
  );
}
