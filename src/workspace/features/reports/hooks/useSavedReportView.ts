import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { REPORT_LIST_USERS, type ReportPageState } from '@/src/contract';
import { reportRangeOf } from '@/src/domain/reports/date-range';
import { columnsToSave, mergeColumns } from '@/src/domain/reports/report-columns';
import { nextSort, type ReportSort } from '@/src/domain/reports/report-table';
import type { DateRangeValue } from '../components/DateRangeFilter';
import { sessionState } from '@/src/workspace/session/state';
import { useReportPageState } from './useReportPageState';

/**
 * The filters (date range, users, lists) and the columns (visibility, sort) of a report kept as a
 * page state (spec 3 section 3: activityReport, listPerformanceReport): read back once, saved on
 * each change and on each run.
 */
export function useSavedReportView(key: 'activityReport' | 'listPerformanceReport', columnNames: readonly string[]) {
  const page = useReportPageState(key);
  // Users can be chosen with report.listUsers only (the server gives the others their own rows whatever they ask).
  const canListUsers = useAtomValue(sessionState)?.capList.includes(REPORT_LIST_USERS) ?? false;
  const [range, setRange] = useState<DateRangeValue>({ option: 'thisMonth', custom: {} });
  const [userIds, setUserIds] = useState<number[]>([]);
  const [listIds, setListIds] = useState<number[]>([]);
  const [saved, setSaved] = useState<ReportPageState['columns'] | null>(null);
  const [sortOverride, setSortOverride] = useState<ReportSort<string> | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (loaded || !page.ready) return;
    setLoaded(true);
    if (!page.saved) return;
    const { dateRange, users, lists } = page.saved.filters;
    setRange({ option: dateRange.option, custom: { ...(dateRange.start ? { start: dateRange.start } : {}), ...(dateRange.end ? { end: dateRange.end } : {}) } });
    setUserIds(users.items_);
    setListIds(lists.items_);
    setSaved(page.saved.columns);
  }, [loaded, page.ready, page.saved]);

  const merged = mergeColumns(columnNames, saved);
  const sort = sortOverride ?? merged.sort;
  const persist = (columns: ReportPageState['columns'], nextSortValue: ReportSort<string>) =>
    page.save({
      filters: { dateRange: { option: range.option, start: range.custom.start ?? null, end: range.custom.end ?? null }, users: { items_: userIds }, lists: { items_: listIds } },
      columns: columnsToSave(columns, nextSortValue),
    });

  return {
    canListUsers,
    range,
    setRange,
    userIds,
    setUserIds,
    listIds,
    setListIds,
    columns: merged.columns,
    sort,
    isVisible: (name: string) => merged.columns.find((c) => c.name === name)?.visible ?? false,
    toggle(name: string) {
      const columns = merged.columns.map((c) => (c.name === name ? { ...c, visible: !c.visible } : c));
      setSaved(columns);
      persist(columns, sort);
    },
    sortBy(column: string) {
      const next = nextSort(sort, column);
      setSortOverride(next);
      setSaved(columnsToSave(merged.columns, next));
      persist(merged.columns, next);
    },
    /** Saves the view and gives the body of a run (users only with report.listUsers). */
    runBody() {
      persist(merged.columns, sort);
      return { ...reportRangeOf(range.option, new Date(), range.custom), userIds: canListUsers ? userIds : [], listIds };
    },
  };
}
