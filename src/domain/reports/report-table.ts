import { REPORT_MAX_ROWS } from '../../contract/entities/reports';

export type SortDirection = 'asc' | 'desc';
export interface ReportSort<K extends string> {
  column: K;
  direction: SortDirection;
}

/** Spec 3 section 4: a report's state on the page. */
export type ReportStatus = 'idle' | 'loading' | 'loaded' | 'tooLarge' | 'error';

/** Spec 3 section 9: above 500 counted rows a report is too large to show (each report says what it counts). */
export const isTooLarge = (counted: number) => counted > REPORT_MAX_ROWS;

/** Export writes the rows of the last run: it is offered once a run has them (shown or too large to show). */
export const canExport = (status: ReportStatus): boolean => status === 'loaded' || status === 'tooLarge';

/** Rows sorted by one column: numbers by value, text by locale (case-insensitive), nulls last either way; ties keep their order. */
export function sortReportRows<R, K extends string>(rows: readonly R[], sort: ReportSort<K>, valueOf: (row: R, column: K) => string | number | null): R[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.column) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const order = typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : String(a.value).localeCompare(String(b.value), undefined, { sensitivity: 'base', numeric: true });
      return sign * order || a.index - b.index;
    })
    .map((x) => x.row);
}

/** The next sort after a click on a column's header: the same column flips, another starts ascending. */
export function nextSort<K extends string>(sort: ReportSort<K>, column: K): ReportSort<K> {
  return sort.column === column ? { column, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { column, direction: 'asc' };
}

/** `part` as a percent (0-100) of `whole`; 0 when there is no whole. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

/** How many rows fall in each group (the abandoned calls report's bar: calls per queue). */
export function countBy<T>(rows: readonly T[], key: (row: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[key(row)] = (counts[key(row)] ?? 0) + 1;
  return counts;
}

/** The queue performance report's calls by outcome: accepted, abandoned, and the rest of those received (still waiting, or sent on). */
export function queueOutcomes(rows: ReadonlyArray<{ received: number; accepted: number; abandoned: number }>, labels: { accepted: string; abandoned: string; other: string }): Record<string, number> {
  const sum = (pick: (r: { received: number; accepted: number; abandoned: number }) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const accepted = sum((r) => r.accepted);
  const abandoned = sum((r) => r.abandoned);
  return { [labels.accepted]: accepted, [labels.abandoned]: abandoned, [labels.other]: Math.max(0, sum((r) => r.received) - accepted - abandoned) };
}
