import { Table } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_LIST_USERS } from '@/src/contract';
import { REPORT_FILE_NAMES, reportCsv } from '@/src/domain/reports/report-csv';
import { sortReportRows } from '@/src/domain/reports/report-table';
import { sessionState } from '@/src/workspace/session/state';
import { downloadCsv } from '../hooks/downloadCsv';
import { useActivityReport } from '../hooks/useActivityReport';
import { useSavedReportView } from '../hooks/useSavedReportView';
import { activityColumns, type ActivityColumn } from './activityColumns';
import { ReportLayout } from './ReportLayout';
import { ResultsBar } from './ResultsBar';
import { SavedViewFilters } from './SavedViewFilters';
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
  const report = useActivityReport();
  const columnsDefs = useMemo(() => activityColumns(report.rows?.callResults ?? []), [report.rows]);
  const view = useSavedReportView(
    'activityReport',
    columnsDefs.map((c) => c.name),
  );
  const visible = columnsDefs.filter((c) => view.isVisible(c.name));
  const labelOf = (c: ActivityColumn) => t(c.label.key, { result: c.label.result });
  const byName = new Map(columnsDefs.map((c) => [c.name, c]));
  const label = (name: string) => (byName.get(name) ? labelOf(byName.get(name)!) : name);
  const firstText = visible.find((c) => NAME_COLUMNS.has(c.name))?.name;
  const rows = sortReportRows(report.rows?.report ?? [], view.sort, (row, column) => byName.get(column)?.value(row) ?? null);

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
      onRun={() => report.run(view.runBody(canListUsers))}
      onExport={exportCsv}
      filters={<SavedViewFilters view={view} canListUsers={canListUsers} label={label} />}
    >
      {report.rows && <ResultsBar results={report.rows.totals.callResults} />}
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover data-testid="report-table">
          <SortableHeaderRow columns={visible.map((c) => c.name)} label={label} sort={view.sort} onSort={view.sortBy} />
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
