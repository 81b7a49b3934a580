import { Table } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { ActivityReportRow } from '@/src/contract';
import { measureOfColumn } from '@/src/domain/reports/activity-measures';
import { useTranslation } from 'react-i18next';
import { REPORT_FILE_NAMES, reportCsv } from '@/src/domain/reports/report-csv';
import { sortReportRows } from '@/src/domain/reports/report-table';
import { downloadCsv } from '../hooks/downloadCsv';
import { useActivityConnectRate } from '../hooks/useActivityConnectRate';
import { useActivityReport } from '../hooks/useActivityReport';
import { useSavedViewColumns } from '../hooks/useSavedViewColumns';
import { useFigureDrawer } from '../hooks/useFigureDrawer';
import { activityColumns, type ActivityColumn } from './activityColumns';
import { ConnectRateChart } from './ConnectRateChart';
import { ReportFigure } from './ReportFigure';
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
  // The filters of the run on screen: a figure opens what that run counted, not what the filters say now.
  const [ranWith, setRanWith] = useState<ReturnType<typeof view.runBody> | null>(null);
  const drill = useFigureDrawer();
  const connectRate = useActivityConnectRate(ranWith);

  /** A counted figure opens the activities behind it; other cells are text. */
  const cell = (c: ActivityColumn, figures: Parameters<ActivityColumn['show']>[0], row: ActivityReportRow | null) => {
    const target = measureOfColumn(c.name);
    if (!target || !ranWith) return c.show(figures);
    const who = row ? `${row.firstName} ${row.lastName}` : t('reports.activities.everyone');
    const query = { ...ranWith, ...target, ...(row ? { userId: row.userId } : {}) };
    return <ReportFigure count={Number(c.value(figures))} shown={c.show(figures)} figure={label(c.name)} who={who} onOpen={() => drill.open({ report: 'activity', query }, label(c.name), who)} />;
  };

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
      chart={report.rows && connectRate.data && ranWith ? <ConnectRateChart days={connectRate.data} range={ranWith} /> : null}
      onRun={() => {
        const body = view.runBody();
        setRanWith(body);
        report.run(body);
      }}
      onExport={exportCsv}
    >
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.userId} data-testid="report-row" data-user-id={r.userId}>
            {visible.map((c) => (
              <Table.Td key={c.name} data-col={c.name}>
                {cell(c, r, r)}
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
                {c.name === firstText ? t('reports.total') : NAME_COLUMNS.has(c.name) ? '' : cell(c, report.rows!.totals, null)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      )}
      {drill.drawer}
    </SavedViewReportFrame>
  );
}
