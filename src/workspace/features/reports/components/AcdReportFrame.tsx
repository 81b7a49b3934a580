import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReportStatus } from '@/src/domain/reports/report-table';
import { DateRangeFilter } from './DateRangeFilter';
import { QueueFilter } from './QueueFilter';
import { ReportLayout } from './ReportLayout';
import { useAcdFilters } from '../hooks/useAcdFilters';

type AcdFilters = ReturnType<ReturnType<typeof useAcdFilters>['body']>;

/** The shared layout with the ACD reports' filters (date range, queues); Run hands the filters over. */
export function AcdReportFrame(props: { title: string; status: ReportStatus; empty: boolean; onRun(filters: AcdFilters): void; onExport(): void; children: ReactNode }) {
  const filters = useAcdFilters();
  return (
    <ReportLayout
      title={props.title}
      status={props.status}
      empty={props.empty}
      onRun={() => props.onRun(filters.body())}
      onExport={props.onExport}
      filters={
        <Group align="flex-end">
          <DateRangeFilter value={filters.range} onChange={filters.setRange} />
          <QueueFilter value={filters.queueIds} onChange={filters.setQueueIds} />
        </Group>
      }
    >
      {props.children}
    </ReportLayout>
  );
}
