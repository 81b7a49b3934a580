import { TASK_TYPES, type TaskType } from './task-constants';

export type TypeFilterKey = 'ALL' | TaskType;
/** The filters that are on. */
export type TypeFilters = readonly TypeFilterKey[];

export const ALL_FILTERS: TypeFilters = ['ALL'];

/**
 * Toggles one filter. 'All' is exclusive with the seven types: turning All on clears the types,
 * turning a type on clears All; if no filter remains on, All is turned back on.
 */
export function toggleTypeFilter(filters: TypeFilters, key: TypeFilterKey): TypeFilters {
  if (key === 'ALL') return ALL_FILTERS;
  const types = filters.filter((f): f is TaskType => f !== 'ALL');
  const next = types.includes(key) ? types.filter((t) => t !== key) : [...types, key];
  if (next.length === 0) return ALL_FILTERS;
  return TASK_TYPES.filter((t) => next.includes(t));
}

/** A task shows if All is on or its own type is on. */
export const taskShows = (filters: TypeFilters, type: TaskType): boolean => filters.includes('ALL') || filters.includes(type);
