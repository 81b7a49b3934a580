import { useState } from 'react';
import { reportRangeOf } from '@/src/domain/reports/date-range';
import type { DateRangeValue } from '../components/DateRangeFilter';

/** The ACD reports' filters: a date range (this month at first) and queues (all at first). */
export function useAcdFilters() {
  const [range, setRange] = useState<DateRangeValue>({ option: 'thisMonth', custom: {} });
  const [queueIds, setQueueIds] = useState<number[]>([]);
  const body = () => ({ ...reportRangeOf(range.option, new Date(), range.custom), queueIds });
  return { range, setRange, queueIds, setQueueIds, body };
}
