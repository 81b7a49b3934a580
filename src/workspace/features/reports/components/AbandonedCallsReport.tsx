import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AbandonedCallRow } from '@/src/contract';
import { abandonedCsvCells, REPORT_FILE_NAMES, reportCsv } from '@/src/domain/reports/report-csv';
import { sortReportRows } from '@/src/domain/reports/report-table';
import { useFormat } from '../../profile/hooks/useFormat';
import { downloadCsv } from '../hooks/downloadCsv';
import { useReportSort } from '../hooks/useReportSort';
import { useAbandonedCallsExport, useAbandonedCallsReport } from '../hooks/useAcdReports';
import { AcdReportFrame } from './AcdReportFrame';
import { ResultsBar } from './ResultsBar';
import { countBy } from '@/src/domain/reports/report-table';
import { SortableHeaderRow } from './SortableHeader';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

const COLUMNS = ['queueName', 'startingTime', 'contactName', 'sourcePhoneNumber', 'targetPhoneNumber', 'waitTime'] as const;
type Column = (typeof COLUMNS)[number];
const value = (row: AbandonedCallRow, column: Column) => row[column];

/** /reports/acdqueueabandonedcall (spec 3): the calls whose caller hung up while waiting in a queue. */
export function AbandonedCallsReport() {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const fmt = useFormat();
  const report = useAbandonedCallsReport();
  const { sort, sortBy } = useReportSort<Column>('queueName');
  const label = (c: Column) => t(`reports.abandoned.${c}`);
  const rows = sortReportRows(report.rows ?? [], sort, value);
  const streamed = useAbandonedCallsExport();
  const exportCsv = () =>
    report.exportRows(() => {
      // Too large to show (it can hold a caller per row for years): the server streams it to the download, in time order.
      if (report.status === 'tooLarge' && report.lastBody) return streamed.mutate(report.lastBody);
      downloadCsv(REPORT_FILE_NAMES.abandonedCalls, reportCsv(COLUMNS.map(label), rows.map(abandonedCsvCells(fmt, formatNumber))));
    });
  return (
    <AcdReportFrame title={t('reports.names.acdqueueabandonedcall')} status={report.status} empty={rows.length === 0} onRun={report.run} onExport={exportCsv}>
      <ResultsBar results={countBy(rows, (r) => r.queueName)} label={(count) => t('reports.abandonedByQueue', { count })} />
      <Table striped highlightOnHover data-testid="report-table">
        <SortableHeaderRow columns={COLUMNS} label={label} sort={sort} onSort={sortBy} />
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={`${r.startingTime}-${i}`} data-testid="report-row">
              <Table.Td>{r.queueName}</Table.Td>
              <Table.Td>{fmt.dateTime(r.startingTime)}</Table.Td>
              <Table.Td>{r.contactId !== null ? <Anchor href={`#!/contacts/${r.contactId}`}>{r.contactName}</Anchor> : ''}</Table.Td>
              <Table.Td>{r.sourcePhoneNumber && formatNumber(r.sourcePhoneNumber)}</Table.Td>
              <Table.Td>{r.targetPhoneNumber && formatNumber(r.targetPhoneNumber)}</Table.Td>
              <Table.Td>{fmt.duration(r.waitTime)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </AcdReportFrame>
  );
}
