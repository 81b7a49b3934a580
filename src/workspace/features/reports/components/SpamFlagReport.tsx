import { Alert, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SpamFlagItem } from '@/src/contract';
import { REPORT_FILE_NAMES, reportCsv } from '@/src/domain/reports/report-csv';
import { countBy, sortReportRows } from '@/src/domain/reports/report-table';
import { useFormat } from '../../profile/hooks/useFormat';
import { downloadCsv } from '../hooks/downloadCsv';
import { useReportSort } from '../hooks/useReportSort';
import { useSpamFlagReport } from '../hooks/useNumberReports';
import { ReportLayout } from './ReportLayout';
import { ResultsBar } from './ResultsBar';
import { SortableHeaderRow } from './SortableHeader';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

const CARRIERS = ['isCarrierSmartCallFlagged', 'isCarrierVerizonFlagged', 'isCarrierTMobileFlagged'] as const;
const COLUMNS = ['formattedPhoneNumber', 'type', ...CARRIERS, 'dailyCalls', 'dailyConnectPercentage'] as const;
type Column = (typeof COLUMNS)[number];
const value = (row: SpamFlagItem, column: Column): string | number => {
  if (column === 'formattedPhoneNumber' || column === 'type' || column === 'dailyCalls' || column === 'dailyConnectPercentage') return row[column];
  return row.carriers[column] ? 1 : 0;
};

/**
 * /reports/spam-flag-status (spec 3): whether each carrier's analytics flag the tenant's numbers as
 * spam, as the number reputation provider says now (the built-in one is simulated: the page says so),
 * with the last day's calls and connect % the verdict stands on.
 */
export function SpamFlagReport() {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const fmt = useFormat();
  const report = useSpamFlagReport();
  const { sort, sortBy } = useReportSort<Column>('formattedPhoneNumber');
  const label = (c: Column) => t(`reports.spam.${c}`);
  const typeLabel = (type: SpamFlagItem['type']) => t(`reports.phoneNumbers.types.${type}`);
  const flagLabel = (flagged: boolean) => t(flagged ? 'reports.spam.flagged' : 'reports.spam.clean');
  const rows = sortReportRows(report.rows?.items ?? [], sort, value);
  const exportCsv = () =>
    report.exportRows(() => {
      downloadCsv(
        REPORT_FILE_NAMES.spamFlagStatus,
        reportCsv(
          COLUMNS.map(label),
          rows.map((r) => [formatNumber(r.phoneNumber), typeLabel(r.type), ...CARRIERS.map((c) => flagLabel(r.carriers[c])), r.dailyCalls, fmt.percent(r.dailyConnectPercentage)]),
        ),
      );
    });
  return (
    <ReportLayout title={t('reports.names.spam-flag-status')} status={report.status} empty={rows.length === 0} onRun={() => report.run(undefined)} onExport={exportCsv} filters={null}>
      <ResultsBar
        results={countBy(rows, (r) => (CARRIERS.some((c) => r.carriers[c]) ? t('reports.spam.flaggedByAny') : t('reports.spam.clean')))}
        label={(count) => t('reports.spam.bar', { count })}
      />
      {report.rows?.provider.simulated && (
        <Alert color="gray" data-testid="report-simulated">
          {t('reports.spam.simulated', { name: report.rows.provider.name })}
        </Alert>
      )}
      <Table striped highlightOnHover data-testid="report-table">
        <SortableHeaderRow columns={COLUMNS} label={label} sort={sort} onSort={sortBy} />
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.phoneNumber} data-testid="report-row" data-number={r.phoneNumber}>
              <Table.Td data-col="formattedPhoneNumber">{formatNumber(r.phoneNumber)}</Table.Td>
              <Table.Td data-col="type">{typeLabel(r.type)}</Table.Td>
              {CARRIERS.map((c) => (
                <Table.Td key={c} data-col={c}>
                  <Badge color={r.carriers[c] ? 'red' : 'green'} variant="light">
                    {flagLabel(r.carriers[c])}
                  </Badge>
                </Table.Td>
              ))}
              <Table.Td data-col="dailyCalls">{fmt.count(r.dailyCalls)}</Table.Td>
              <Table.Td data-col="dailyConnectPercentage">{fmt.percent(r.dailyConnectPercentage)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ReportLayout>
  );
}
