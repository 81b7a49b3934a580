import { useTranslation } from 'react-i18next';
import { useAcdQueues } from '../../acd/hooks/useAcdQueues';
import { IdFilter } from './IdFilter';

/** The queues a report covers; none picked: every queue. */
export function QueueFilter({ value, onChange }: { value: number[]; onChange(ids: number[]): void }) {
  const { t } = useTranslation();
  const queues = useAcdQueues();
  return <IdFilter label={t('reports.queues')} everyLabel={t('reports.allQueues')} testId="report-queues" options={queues.data?.queues ?? []} value={value} onChange={onChange} />;
}
