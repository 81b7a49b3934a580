/** Task constants of spec 1 sections 3 and 9, verbatim. */
export const TASK_TYPES = ['CALL', 'CALLBACK', 'EMAIL', 'SMS', 'DEMO', 'MEETING', 'OTHER'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** Priority ids: 0 high, 1 medium, 2 low. */
export const TASK_PRIORITIES = [
  { id: 0, name: 'high' },
  { id: 1, name: 'medium' },
  { id: 2, name: 'low' },
] as const;
export type TaskPriorityId = 0 | 1 | 2;

/** Associated entity types: account 0, opportunity 1, contact -1. */
export const ASSOCIATED_ENTITY = { account: 0, opportunity: 1, contact: -1 } as const;

export const TASK_AUTOSAVE_MS = 5000;
export const TASK_BLOCK_DAY_CAP = 100;
export const TASKS_OVERDUE_LIMIT_MONTHS = 3;
/** The overdue look-back as configured: a value and a unit (spec 1 section 9). */
export const OVERDUE_LIMIT_UNITS = ['days', 'weeks', 'months'] as const;
export interface OverdueLimit {
  value: number;
  unit: (typeof OVERDUE_LIMIT_UNITS)[number];
}
export const DEFAULT_OVERDUE_LIMIT: OverdueLimit = { value: TASKS_OVERDUE_LIMIT_MONTHS, unit: 'months' };
export const TIMELINE_TASKS_WINDOW_MONTHS = 18;
export const TIMELINE_EDITED_TASK_STAYS_MONTHS = 6;
