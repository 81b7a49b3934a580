import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQueueName } from '../hooks/useAcdQueues';

/** The queue a call came through, on an incoming call or a call line. */
export function QueueCallLabel({ queueId }: { queueId: number | null | undefined }) {
  const { t } = useTranslation();
  const name = useQueueName(queueId);
  if (!queueId) return null;
  return (
    <Badge size="xs" variant="light" color="grape" data-testid="queue-call">
      {t('acd.queueCall', { name: name ?? `#${queueId}` })}
    </Badge>
  );
}
