import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReportStatus } from '@/src/domain/reports/report-table';
import type { useSavedReportView } from '../hooks/useSavedReportView';
import { ReportLayout } from './ReportLayout';
import { ResultsBar } from './ResultsBar';
import { SavedViewFilters } from './SavedViewFilters';
import { SortableHeaderRow } from './SortableHeader';

/** The activity and list performance reports' page: the shared layout with their filters, the results bar, and a table with sortable headers around their rows. */
export function SavedViewReportFrame(props: {
  title: string;
  status: ReportStatus;
  empty: boolean;
  view: ReturnType<typeof useSavedReportView>;
  label(name: string): string;
  columns: readonly string[];
  results: Readonly<Record<string, number>> | null;
  /** A chart shown above the table beside the results bar (the activity report's connect rate). */
  chart?: ReactNode;
  onRun(): void;
  onExport(): void;
  children: ReactNode;
}) {
  return (
    <ReportLayout title={props.title} status={props.status} empty={props.empty} onRun={props.onRun} onExport={props.onExport} filters={<SavedViewFilters view={props.view} label={props.label} />}>
      {props.chart}
      {props.results && <ResultsBar results={props.results} />}
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover data-testid="report-table">
          <SortableHeaderRow columns={props.columns} label={props.label} sort={props.view.sort} onSort={props.view.sortBy} />
          {props.children}
        </Table>
      </Table.ScrollContainer>
    </ReportLayout>
  );
}
