import type { DayKey } from './day-key';

/** What the task list does after an edit is saved. */
export type EditOutcome = 'reloadAll' | 'updateInPlace' | 'remove' | 'reloadLists';

export interface EditedTaskView {
  ownerId: number;
  activityDate: DayKey | null;
}

/**
 * Owner changed: everything reloads. Date unchanged: updated in place. Date moved before the
 * current day: removed. Otherwise: the lists reload.
 */
export function editOutcome(before: EditedTaskView, after: EditedTaskView, today: DayKey): EditOutcome {
  if (before.ownerId !== after.ownerId) return 'reloadAll';
  if (before.activityDate === after.activityDate) return 'updateInPlace';
  if (after.activityDate !== null && after.activityDate < today) return 'remove';
  return 'reloadLists';
}
