import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAcdQueues } from '../../acd/hooks/useAcdQueues';

/** The queues a report covers; none picked: every queue. */
export function QueueFilter({ value, onChange }: { value: number[]; onChange(ids: number[]): void }) {
  const { t } = useTranslation();
  const queues = useAcdQueues();
  return (
    <MultiSelect
      label={t('reports.queues')}
      placeholder={value.length ? undefined : t('reports.allQueues')}
      data-testid="report-queues"
      w={260}
      clearable
      searchable
      data={(queues.data?.queues ?? []).map((q) => ({ value: String(q.id), label: q.name }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
    />
  );
}
