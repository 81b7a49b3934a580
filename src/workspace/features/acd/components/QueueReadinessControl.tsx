import { Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { queueReadiness } from '@/src/contract';
import { readinessStatus, statusLabel } from '@/src/domain/presence-status';
import { useQueueReadiness } from '../hooks/useQueueReadiness';

/** In the phone: a queue member says whether queue calls may come (Available) or not (On Break), in the monitor's words. */
export function QueueReadinessControl() {
  const { t } = useTranslation();
  const readiness = useQueueReadiness();
  if (!readiness.member || readiness.status === null) return null;
  return (
    <Group gap="xs" data-testid="queue-readiness" data-status={readiness.status}>
      <Text size="xs" c="dimmed">
        {t('acd.readiness.label')}
      </Text>
      <SegmentedControl
        size="xs"
        value={readiness.status}
        disabled={readiness.saving}
        onChange={(value) => {
          const parsed = queueReadiness.safeParse(value);
          if (parsed.success) readiness.set(parsed.data);
        }}
        data={[
          { value: 'ready', label: statusLabel(readinessStatus('ready')) },
          { value: 'paused', label: statusLabel(readinessStatus('paused')) },
        ]}
      />
      {readiness.failed && (
        <Text size="xs" c="red" role="alert">
          {t('acd.readiness.failed')}
        </Text>
      )}
    </Group>
  );
}
