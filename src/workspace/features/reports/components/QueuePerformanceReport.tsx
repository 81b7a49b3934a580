import { ActionIcon, Group, Table } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuePerformanceRow, QueuePerformanceUser } from '@/src/contract';
import { formatCount, formatDuration } from '@/src/domain/format';
import { displayLocale } from '../../profile/displayLocale';
import { REPORT_FILE_NAMES, reportCsv } from '@/src/domain/reports/report-csv';
import { sortReportRows } from '@/src/domain/reports/report-table';
import { downloadCsv } from '../hooks/downloadCsv';
import { useReportSort } from '../hooks/useReportSort';
import { useQueuePerformanceReport } from '../hooks/useAcdReports';
import { useFigureDrawer } from '../hooks/useFigureDrawer';
import { AcdReportFrame } from './AcdReportFrame';
import { ReportFigure } from './ReportFigure';
import { ResultsBar } from './ResultsBar';
import { queueOutcomes } from '@/src/domain/reports/report-table';
import { SortableHeaderRow } from './SortableHeader';

const COLUMNS = ['queueName', 'received', 'accepted', 'abandoned', 'averageTalkTime', 'averageWaitTime', 'longestWaitTime'] as const;
type Column = (typeof COLUMNS)[number];
type Metrics = Omit<QueuePerformanceUser, 'userId' | 'userName'>;
const TIMES = new Set<Column>(['averageTalkTime', 'averageWaitTime', 'longestWaitTime']);
const count = (n: number) => formatCount(n, displayLocale());
const cells = (m: Metrics) => [count(m.received), count(m.accepted), count(m.abandoned), formatDuration(m.averageTalkTime), formatDuration(m.averageWaitTime), formatDuration(m.longestWaitTime)];
/** The counted columns, which open the queue entries behind them. */
const MEASURES = ['received', 'accepted', 'abandoned'] as const;
type Measure = (typeof MEASURES)[number];
const isMeasure = (column: Column | undefined): column is Measure => (MEASURES as readonly string[]).includes(column ?? '');
const value = (row: QueuePerformanceRow, column: Column) => row[column];

/** /reports/acdqueperformance (spec 3): each queue's calls and times, expandable to the users who took them. */
export function QueuePerformanceReport() {
  const { t } = useTranslation();
  const report = useQueuePerformanceReport();
  const { sort, sortBy } = useReportSort<Column>('queueName');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const label = (c: Column) => t(`reports.performance.${c}`);
  const outcomeLabels = { accepted: t('reports.performance.accepted'), abandoned: t('reports.performance.abandoned'), other: t('reports.outcomeOther') };
  const rows = sortReportRows(report.rows ?? [], sort, value);
  // The filters of the run on screen: a figure opens what that run counted.
  const [ranWith, setRanWith] = useState<{ start?: string; end?: string } | null>(null);
  const drill = useFigureDrawer();
  const cell = (column: Column | undefined, shown: string | number, m: Metrics, queueId: number, who: string, userId?: number) => {
    if (!isMeasure(column) || !ranWith) return shown;
    return (
      <ReportFigure
        count={m[column]}
        shown={String(shown)}
        figure={label(column)}
        who={who}
        onOpen={() => drill.open({ report: 'queuePerformance', query: { ...ranWith, queueId, measure: column, ...(userId !== undefined ? { userId } : {}) } }, label(column), who)}
      />
    );
  };
  const toggle = (id: number) => setOpen((before) => (before.has(id) ? new Set([...before].filter((x) => x !== id)) : new Set([...before, id])));
  const exportCsv = () =>
    report.exportRows(() => {
      // The tree flattened: each queue, then its users, with a column saying whose row it is.
      const header = [label('queueName'), t('reports.performance.userName'), ...COLUMNS.slice(1).map(label)];
      const lines = rows.flatMap((q) => [[q.queueName, '', ...cells(q)], ...q.users.map((u) => [q.queueName, u.userName, ...cells(u)])]);
      downloadCsv(REPORT_FILE_NAMES.queuePerformance, reportCsv(header, lines));
    });
  return (
    <AcdReportFrame
      title={t('reports.names.acdqueperformance')}
      status={report.status}
      empty={rows.length === 0}
      onRun={(filters) => {
        setRanWith({ ...(filters.start ? { start: filters.start } : {}), ...(filters.end ? { end: filters.end } : {}) });
        report.run(filters);
      }}
      onExport={exportCsv}
    >
      <ResultsBar results={queueOutcomes(rows, outcomeLabels)} label={(count) => t('reports.queueOutcomes', { count })} />
      <Table striped highlightOnHover data-testid="report-table">
        <SortableHeaderRow columns={COLUMNS} label={label} sort={sort} onSort={sortBy} />
        <Table.Tbody>
          {rows.map((q) => (
            <Fragment key={q.queueId}>
              <Table.Tr data-testid="report-row" data-queue-id={q.queueId}>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      disabled={q.users.length === 0}
                      aria-expanded={open.has(q.queueId)}
                      aria-label={t(open.has(q.queueId) ? 'reports.collapse' : 'reports.expand', { name: q.queueName })}
                      data-testid="report-expand"
                      onClick={() => toggle(q.queueId)}
                    >
                      {open.has(q.queueId) ? '▾' : '▸'}
                    </ActionIcon>
                    {q.queueName}
                  </Group>
                </Table.Td>
                {cells(q).map((shown, i) => (
                  <Table.Td key={COLUMNS[i + 1]} data-col={COLUMNS[i + 1]}>
                    {cell(COLUMNS[i + 1], shown, q, q.queueId, q.queueName)}
                  </Table.Td>
                ))}
              </Table.Tr>
              {open.has(q.queueId) &&
                q.users.map((u) => (
                  <Table.Tr key={`${q.queueId}-${u.userId}`} data-testid="report-user-row" data-user-id={u.userId}>
                    <Table.Td pl="xl">{u.userName}</Table.Td>
                    {cells(u).map((shown, i) => (
                      <Table.Td key={COLUMNS[i + 1]} data-col={COLUMNS[i + 1]} c={TIMES.has(COLUMNS[i + 1]!) ? undefined : 'dimmed'}>
                        {cell(COLUMNS[i + 1], shown, u, q.queueId, `${q.queueName} · ${u.userName}`, u.userId)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
      {drill.drawer}
    </AcdReportFrame>
  );
}
