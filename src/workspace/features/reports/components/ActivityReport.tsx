import { Group, Table } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_LIST_USERS, type ReportPageState } from '@/src/contract';
import { reportRangeOf } from '@/src/domain/reports/date-range';
import { columnsToSave, mergeColumns } from '@/src/domain/reports/report-columns';
import { REPORT_FILE_NAMES, reportCsv } from '@/src/domain/reports/report-csv';
import { nextSort, sortReportRows, type ReportSort } from '@/src/domain/reports/report-table';
import { sessionState } from '@/src/workspace/session/state';
import { useDirectoryUsers } from '../../directory/hooks/useDirectoryUsers';
import { downloadCsv } from '../hooks/downloadCsv';
import { useActivityReport, useListNames } from '../hooks/useActivityReport';
import { useReportPageState } from '../hooks/useReportPageState';
import { activityColumns, type ActivityColumn } from './activityColumns';
import { ColumnsMenu } from './ColumnsMenu';
import { DateRangeFilter, type DateRangeValue } from './DateRangeFilter';
import { IdFilter } from './IdFilter';
import { ReportLayout } from './ReportLayout';
import { SortableHeaderRow } from './SortableHeader';

const NAME_COLUMNS = new Set(['firstName', 'lastName']);

/**
 * /reports/activity (spec 3): each user's calls, emails and SMS with a totals row; the filters and
 * each column's visibility and sort are kept as the page state activityReport. Users can be chosen
 * with report.listUsers only (the server gives the others their own row whatever they ask).
 */
export function ActivityReport() {
  const { t } = useTranslation();
  const canListUsers = useAtomValue(sessionState)?.capList.includes(REPORT_LIST_USERS) ?? false;
  const users = useDirectoryUsers();
  const lists = useListNames();
  const page = useReportPageState('activityReport');
  const report = useActivityReport();
  const [range, setRange] = useState<DateRangeValue>({ option: 'thisMonth', custom: {} });
  const [userIds, setUserIds] = useState<number[]>([]);
  const [listIds, setListIds] = useState<number[]>([]);
  const [saved, setSaved] = useState<ReportPageState['columns'] | null>(null);
  const [sortOverride, setSortOverride] = useState<ReportSort<string> | null>(null);
  const [loaded, setLoaded] = useState(false);

  // The saved filters and columns, once.
  useEffect(() => {
    if (loaded || !page.ready) return;
    setLoaded(true);
    if (!page.saved) return;
    const { dateRange, users: u, lists: l } = page.saved.filters;
    setRange({ option: dateRange.option, custom: { ...(dateRange.start ? { start: dateRange.start } : {}), ...(dateRange.end ? { end: dateRange.end } : {}) } });
    setUserIds(u.items_);
    setListIds(l.items_);
    setSaved(page.saved.columns);
  }, [loaded, page.ready, page.saved]);

  const columnsDefs = useMemo(() => activityColumns(report.rows?.callResults ?? []), [report.rows]);
  const merged = mergeColumns(
    columnsDefs.map((c) => c.name),
    saved,
  );
  const sort = sortOverride ?? merged.sort;
  const visible = columnsDefs.filter((c) => merged.columns.find((m) => m.name === c.name)?.visible);
  const labelOf = (c: ActivityColumn) => t(c.label.key, { result: c.label.result });
  const byName = new Map(columnsDefs.map((c) => [c.name, c]));
  const label = (name: string) => (byName.get(name) ? labelOf(byName.get(name)!) : name);
  const firstText = visible.find((c) => NAME_COLUMNS.has(c.name))?.name;
  const rows = sortReportRows(report.rows?.report ?? [], sort, (row, column) => byName.get(column)?.value(row) ?? null);

  const persist = (columns: ReportPageState['columns'], nextSortValue: ReportSort<string>) =>
    page.save({
      filters: { dateRange: { option: range.option, start: range.custom.start ?? null, end: range.custom.end ?? null }, users: { items_: userIds }, lists: { items_: listIds } },
      columns: columnsToSave(columns, nextSortValue),
    });
  const toggle = (name: string) => {
    const columns = merged.columns.map((c) => (c.name === name ? { ...c, visible: !c.visible } : c));
    setSaved(columns);
    persist(columns, sort);
  };
  const sortBy = (column: string) => {
    const next = nextSort(sort, column);
    setSortOverride(next);
    setSaved(columnsToSave(merged.columns, next));
    persist(merged.columns, next);
  };
  const run = () => {
    persist(merged.columns, sort);
    report.run({ ...reportRangeOf(range.option, new Date(), range.custom), userIds: canListUsers ? userIds : [], listIds });
  };
  const exportCsv = () => {
    if (!report.rows) return console.warn('Run the report before exporting it.');
    const totals = { ...report.rows.totals, firstName: t('reports.total'), lastName: '' };
    downloadCsv(
      REPORT_FILE_NAMES.activity,
      reportCsv(
        visible.map(labelOf),
        [...rows, totals].map((r) => visible.map((c) => c.show(r))),
      ),
    );
  };

  return (
    <ReportLayout
      title={t('reports.names.activity')}
      status={report.status}
      empty={rows.length === 0}
      onRun={run}
      onExport={exportCsv}
      filters={
        <Group align="flex-end">
          <DateRangeFilter value={range} onChange={setRange} />
          {canListUsers && (
            <IdFilter
              label={t('reports.users')}
              everyLabel={t('reports.allUsers')}
              testId="report-users"
              options={(users.data ?? []).map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`.trim() }))}
              value={userIds}
              onChange={setUserIds}
            />
          )}
          <IdFilter label={t('reports.lists')} everyLabel={t('reports.allLists')} testId="report-lists" options={lists.data ?? []} value={listIds} onChange={setListIds} />
          <ColumnsMenu columns={merged.columns} label={label} onToggle={toggle} />
        </Group>
      }
    >
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover data-testid="report-table">
          <SortableHeaderRow columns={visible.map((c) => c.name)} label={label} sort={sort} onSort={sortBy} />
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.userId} data-testid="report-row" data-user-id={r.userId}>
                {visible.map((c) => (
                  <Table.Td key={c.name} data-col={c.name}>
                    {c.show(r)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {report.rows && (
            <Table.Tfoot>
              <Table.Tr data-testid="report-totals" fw={700}>
                {visible.map((c) => (
                  <Table.Td key={c.name} data-col={c.name}>
                    {c.name === firstText ? t('reports.total') : NAME_COLUMNS.has(c.name) ? '' : c.show(report.rows!.totals)}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
    </ReportLayout>
  );
}
