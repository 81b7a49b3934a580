import { Group, Progress, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectRuleText } from '../../dashboard/hooks/useConnectionSettings';
import type { PhoneNumberReportItem } from '@/src/contract';
import { reportRangeOf } from '@/src/domain/reports/date-range';
import { REPORT_FILE_NAMES, reportCsv } from '@/src/domain/reports/report-csv';
import { sortReportRows } from '@/src/domain/reports/report-table';
import { downloadCsv } from '../hooks/downloadCsv';
import { useReportSort } from '../hooks/useReportSort';
import { usePhoneNumberReport } from '../hooks/useNumberReports';
import { useFigureDrawer } from '../hooks/useFigureDrawer';
import { DateRangeFilter, type DateRangeValue } from './DateRangeFilter';
import { ReportFigure } from './ReportFigure';
import { ReportLayout } from './ReportLayout';
import { SortableHeaderRow } from './SortableHeader';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

const COLUMNS = ['formattedPhoneNumber', 'type', 'formattedCallCount', 'formattedOutboundCallCount', 'formattedConnectCount', 'formattedConnectPercentage'] as const;
type Column = (typeof COLUMNS)[number];
/** Sorted by the figures, not by their formatted text. */
const value = (row: PhoneNumberReportItem, column: Column): string | number => {
  if (column === 'formattedCallCount') return row.callCount;
  if (column === 'formattedOutboundCallCount') return row.outboundCallCount;
  if (column === 'formattedConnectCount') return row.connectCount;
  if (column === 'formattedConnectPercentage') return row.connectPercentage;
  return row[column];
};

/** /reports/phone-number-connect-rate (spec 3): per number the tenant calls from, its calls, outbound calls, connects and connect %, with the rate drawn as a bar. */
export function PhoneNumberReport() {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const report = usePhoneNumberReport();
  const [range, setRange] = useState<DateRangeValue>({ option: 'thisMonth', custom: {} });
  const { sort, sortBy } = useReportSort<Column>('formattedPhoneNumber');
  const rule = useConnectRuleText();
  const label = (c: Column) => t(`reports.phoneNumbers.${c}`, { rule });
  const typeLabel = (type: PhoneNumberReportItem['type']) => t(`reports.phoneNumbers.types.${type}`);
  const rows = sortReportRows(report.rows ?? [], sort, value);
  // The range of the run on screen: a figure opens what that run counted.
  const [ranWith, setRanWith] = useState<{ start?: string; end?: string } | null>(null);
  const drill = useFigureDrawer();
  const figure = (r: PhoneNumberReportItem, column: Column, measure: 'calls' | 'outboundCalls' | 'connects', count: number, shown: string) =>
    ranWith ? (
      <ReportFigure
        count={count}
        shown={shown}
        figure={label(column)}
        who={formatNumber(r.phoneNumber)}
        onOpen={() => drill.open({ report: 'phoneNumber', query: { ...ranWith, phoneNumber: r.phoneNumber, measure } }, label(column), formatNumber(r.phoneNumber))}
      />
    ) : (
      shown
    );
  const exportCsv = () =>
    report.exportRows(() => {
      downloadCsv(
        REPORT_FILE_NAMES.phoneNumberConnectRate,
        reportCsv(
          COLUMNS.map(label),
          rows.map((r) => [formatNumber(r.phoneNumber), typeLabel(r.type), r.callCount, r.outboundCallCount, r.connectCount, r.formattedConnectPercentage]),
        ),
      );
    });
  return (
    <ReportLayout
      title={t('reports.names.phone-number-connect-rate')}
      status={report.status}
      empty={rows.length === 0}
      onRun={() => {
        const dates = reportRangeOf(range.option, new Date(), range.custom);
        setRanWith(dates);
        report.run({ ...dates, grouping: 'phoneNumber' });
      }}
      onExport={exportCsv}
      filters={<DateRangeFilter value={range} onChange={setRange} />}
    >
      <Table striped highlightOnHover data-testid="report-table">
        <SortableHeaderRow columns={COLUMNS} label={label} sort={sort} onSort={sortBy} />
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.phoneNumber} data-testid="report-row" data-number={r.phoneNumber}>
              <Table.Td data-col="formattedPhoneNumber">{formatNumber(r.phoneNumber)}</Table.Td>
              <Table.Td data-col="type">{typeLabel(r.type)}</Table.Td>
              <Table.Td data-col="formattedCallCount">{figure(r, 'formattedCallCount', 'calls', r.callCount, r.formattedCallCount)}</Table.Td>
              <Table.Td data-col="formattedOutboundCallCount">{figure(r, 'formattedOutboundCallCount', 'outboundCalls', r.outboundCallCount, r.formattedOutboundCallCount)}</Table.Td>
              <Table.Td data-col="formattedConnectCount">{figure(r, 'formattedConnectCount', 'connects', r.connectCount, r.formattedConnectCount)}</Table.Td>
              <Table.Td data-col="formattedConnectPercentage">
                <Group gap="xs" wrap="nowrap">
                  <Progress value={Math.min(100, r.connectPercentage)} w={80} size="sm" aria-hidden />
                  <Text size="sm">{r.formattedConnectPercentage}</Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {drill.drawer}
    </ReportLayout>
  );
}
