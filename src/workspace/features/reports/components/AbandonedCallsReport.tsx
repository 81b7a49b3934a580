import { Anchor, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbandonedCallRow } from '@/src/contract';
import { formatHms } from '@/src/domain/duration-hms';
import { abandonedCsvCells, REPORT_FILE_NAMES, reportCsv } from '@/src/domain/reports/report-csv';
import { nextSort, sortReportRows, type ReportSort } from '@/src/domain/reports/report-table';
import { downloadCsv } from '../hooks/downloadCsv';
import { useAbandonedCallsExport, useAbandonedCallsReport } from '../hooks/useAcdReports';
import { AcdReportFrame } from './AcdReportFrame';
import { SortableHeaderRow } from './SortableHeader';

const COLUMNS = ['queueName', 'startingTime', 'contactName', 'sourcePhoneNumber', 'targetPhoneNumber', 'waitTime'] as const;
type Column = (typeof COLUMNS)[number];
const value = (row: AbandonedCallRow, column: Column) => row[column];
const when = (iso: string) => new Date(iso).toLocaleString();

/** /reports/acdqueueabandonedcall (spec 3): the calls whose caller hung up while waiting in a queue. */
export function AbandonedCallsReport() {
  const { t } = useTranslation();
  const report = useAbandonedCallsReport();
  const [sort, setSort] = useState<ReportSort<Column>>({ column: 'queueName', direction: 'asc' });
  const label = (c: Column) => t(`reports.abandoned.${c}`);
  const rows = sortReportRows(report.rows ?? [], sort, value);
  const streamed = useAbandonedCallsExport();
  const exportCsv = () => {
    // Spec 3 section 8: exporting before a run only warns in the console.
    if (!report.rows) return console.warn('Run the report before exporting it.');
    // Too large to show (it can hold a caller per row for years): the server streams it to the download, in time order.
    if (report.status === 'tooLarge' && report.lastBody) return streamed.mutate(report.lastBody);
    downloadCsv(REPORT_FILE_NAMES.abandonedCalls, reportCsv(COLUMNS.map(label), rows.map(abandonedCsvCells)));
  };
  return (
    <AcdReportFrame title={t('reports.names.acdqueueabandonedcall')} status={report.status} empty={rows.length === 0} onRun={report.run} onExport={exportCsv}>
      <Table striped highlightOnHover data-testid="report-table">
        <SortableHeaderRow columns={COLUMNS} label={label} sort={sort} onSort={(col) => setSort(nextSort(sort, col))} />
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={`${r.startingTime}-${i}`} data-testid="report-row">
              <Table.Td>{r.queueName}</Table.Td>
              <Table.Td>{when(r.startingTime)}</Table.Td>
              <Table.Td>{r.contactId !== null ? <Anchor href={`#!/contacts/${r.contactId}`}>{r.contactName}</Anchor> : ''}</Table.Td>
              <Table.Td>{r.sourcePhoneNumber}</Table.Td>
              <Table.Td>{r.targetPhoneNumber}</Table.Td>
              <Table.Td>{formatHms(r.waitTime)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </AcdReportFrame>
  );
}
