import { useState } from 'react';
import { nextSort, type ReportSort } from '@/src/domain/reports/report-table';

/** A report table's sort: the first column ascending at first (spec 3 section 2); a header click sorts by it, a second reverses it. */
export function useReportSort<K extends string>(first: K) {
  const [sort, setSort] = useState<ReportSort<K>>({ column: first, direction: 'asc' });
  return { sort, sortBy: (column: K) => setSort((before) => nextSort(before, column)) };
}
