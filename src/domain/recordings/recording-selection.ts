/**
 * Spec 2 section 4 recording selection: in select-all mode the unselected ids are tracked (every
 * row matching the filter is in, except those); otherwise the selected ids are. Immutable values.
 */
export type RecordingSelection = { mode: 'some'; ids: readonly string[] } | { mode: 'allBut'; excluded: readonly string[] };

export const noSelection: RecordingSelection = { mode: 'some', ids: [] };
export const selectAll: RecordingSelection = { mode: 'allBut', excluded: [] };

export function isSelected(selection: RecordingSelection, id: string): boolean {
  return selection.mode === 'some' ? selection.ids.includes(id) : !selection.excluded.includes(id);
}

/** Ticks or unticks one row. */
export function toggle(selection: RecordingSelection, id: string): RecordingSelection {
  if (selection.mode === 'some') return { mode: 'some', ids: selection.ids.includes(id) ? selection.ids.filter((x) => x !== id) : [...selection.ids, id] };
  return { mode: 'allBut', excluded: selection.excluded.includes(id) ? selection.excluded.filter((x) => x !== id) : [...selection.excluded, id] };
}

/** How many rows are selected, given how many match the filter. */
export function selectedCount(selection: RecordingSelection, total: number): number {
  return selection.mode === 'some' ? selection.ids.length : Math.max(0, total - selection.excluded.length);
}

/** The header checkbox: all, some (indeterminate) or none of the matching rows. */
export function headerState(selection: RecordingSelection, total: number): 'all' | 'some' | 'none' {
  const count = selectedCount(selection, total);
  if (count === 0) return 'none';
  return count >= total ? 'all' : 'some';
}

/** The header checkbox clicked: everything selected becomes nothing, else everything. */
export function toggleAll(selection: RecordingSelection, total: number): RecordingSelection {
  return headerState(selection, total) === 'all' ? noSelection : selectAll;
}
