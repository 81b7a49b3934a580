import { Table, UnstyledButton } from '@mantine/core';
import type { ReportSort } from '@/src/domain/reports/report-table';

/** A column header that sorts the report by it (click again to flip); says its order to assistive tech. */
export function SortableHeader<K extends string>({ column, label, sort, onSort }: { column: K; label: string; sort: ReportSort<K>; onSort(column: K): void }) {
  const active = sort.column === column;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} data-column={column}>
      <UnstyledButton fw={600} fz="sm" onClick={() => onSort(column)}>
        {label}
        {active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/** A report table's header row: every column sortable. */
export function SortableHeaderRow<K extends string>({ columns, label, sort, onSort }: { columns: readonly K[]; label(column: K): string; sort: ReportSort<K>; onSort(column: K): void }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c) => (
          <SortableHeader key={c} column={c} label={label(c)} sort={sort} onSort={onSort} />
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
