import type { DayKey } from './day-key';
import { TASK_BLOCK_DAY_CAP } from './task-constants';

export interface BlockState {
  collapsed: boolean;
  /** ISO time of the last change. */
  modified: string;
}

export interface TaskBlockState {
  overdue: BlockState | null;
  noDueDate: BlockState | null;
  days: Record<DayKey, BlockState>;
}

export const EMPTY_TASK_BLOCK_STATE: TaskBlockState = { overdue: null, noDueDate: null, days: {} };

export type BlockKey = { group: 'overdue' } | { group: 'noDueDate' } | { group: 'day'; day: DayKey };

/**
 * Records a group's collapsed flag. Days keep at most 100 entries: when full, the oldest modified
 * entry is dropped.
 */
export function setBlockCollapsed(state: TaskBlockState, key: BlockKey, collapsed: boolean, now: Date): TaskBlockState {
  const entry: BlockState = { collapsed, modified: now.toISOString() };
  if (key.group === 'overdue') return { ...state, overdue: entry };
  if (key.group === 'noDueDate') return { ...state, noDueDate: entry };
  return { ...state, days: capDays({ ...state.days, [key.day]: entry }) };
}

/** Keeps the 100 most recently modified day entries. */
export function capDays(days: Record<DayKey, BlockState>): Record<DayKey, BlockState> {
  const entries = Object.entries(days);
  if (entries.length <= TASK_BLOCK_DAY_CAP) return days;
  entries.sort((a, b) => (a[1].modified < b[1].modified ? 1 : a[1].modified > b[1].modified ? -1 : 0));
  return Object.fromEntries(entries.slice(0, TASK_BLOCK_DAY_CAP));
}

export function isCollapsed(state: TaskBlockState, key: BlockKey): boolean {
  if (key.group === 'overdue') return state.overdue?.collapsed ?? false;
  if (key.group === 'noDueDate') return state.noDueDate?.collapsed ?? false;
  return state.days[key.day]?.collapsed ?? false;
}
