import { Table } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_FILE_NAMES, reportCsv } from '@/src/domain/reports/report-csv';
import { sortReportRows } from '@/src/domain/reports/report-table';
import { downloadCsv } from '../hooks/downloadCsv';
import { useActivityReport } from '../hooks/useActivityReport';
import { useSavedViewColumns } from '../hooks/useSavedViewColumns';
import { activityColumns } from './activityColumns';
import { SavedViewReportFrame } from './SavedViewReportFrame';

const NAME_COLUMNS = new Set(['firstName', 'lastName']);

/**
 * /reports/activity (spec 3): each user's calls, emails and SMS with a totals row; the filters and
 * each column's visibility and sort are kept as the page state activityReport. Users can be chosen
 * with report.listUsers only (the server gives the others their own row whatever they ask).
 */
export function ActivityReport() {
  const { t } = useTranslation();
  const report = useActivityReport();
  const columnsDefs = useMemo(() => activityColumns(report.rows?.callResults ?? []), [report.rows]);
  const { view, visible, labelOf, label, byName } = useSavedViewColumns('activityReport', columnsDefs);
  const firstText = visible.find((c) => NAME_COLUMNS.has(c.name))?.name;
  const rows = sortReportRows(report.rows?.report ?? [], view.sort, (row, column) => byName.get(column)?.value(row) ?? null);

  const exportCsv = () =>
    report.exportRows((data) => {
      const totals = { ...data.totals, firstName: t('reports.total'), lastName: '' };
      downloadCsv(
        REPORT_FILE_NAMES.activity,
        reportCsv(
          visible.map(labelOf),
          [...rows, totals].map((r) => visible.map((c) => c.show(r))),
        ),
      );
    });

  return (
    <SavedViewReportFrame
      title={t('reports.names.activity')}
      status={report.status}
      empty={rows.length === 0}
      view={view}
      label={label}
      columns={visible.map((c) => c.name)}
      results={report.rows?.totals.callResults ?? null}
      onRun={() => report.run(view.runBody())}
      onExport={exportCsv}
    >
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
    </SavedViewReportFrame>
  );
}
