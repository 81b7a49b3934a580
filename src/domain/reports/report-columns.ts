import type { ReportPageState } from '../../contract/entities/reports';
import type { ReportSort } from './report-table';

type Columns = ReportPageState['columns'];

/**
 * A report's columns as saved (spec 3 page state): the saved visibility of each known column (new
 * columns shown), in the report's order; the saved sort if its column still exists, else the first
 * column ascending (spec 3 section 2).
 */
export function mergeColumns(names: readonly string[], saved: Columns | null | undefined): { columns: Columns; sort: ReportSort<string> } {
  const byName = new Map((saved ?? []).map((c) => [c.name, c]));
  const columns = names.map((name) => ({ name, visible: byName.get(name)?.visible ?? true, sort: byName.get(name)?.sort ?? null }));
  const sorted = columns.find((c) => c.sort !== null);
  return { columns, sort: sorted ? { column: sorted.name, direction: sorted.sort! } : { column: names[0] ?? '', direction: 'asc' } };
}

/** The columns to save: every known column with its visibility, the sorted one marked. */
export function columnsToSave(columns: Columns, sort: ReportSort<string>): Columns {
  return columns.map((c) => ({ name: c.name, visible: c.visible, sort: c.name === sort.column ? sort.direction : null }));
}
