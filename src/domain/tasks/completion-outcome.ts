import type { DayKey } from './day-key';
import { isInRange, type DayRange } from './task-windows';

export interface CompletionOutcome {
  /** On success the task leaves the list when viewing open tasks. */
  removeFromList: boolean;
  /** Completing an overdue task reloads the day list if its date falls inside the shown days. */
  reloadDays: boolean;
}

export function completionOutcome(task: { activityDate: DayKey | null; isDone: boolean; inOverdueGroup: boolean }, view: { openOnly: boolean; days: DayRange }): CompletionOutcome {
  return { removeFromList: view.openOnly && task.isDone, reloadDays: task.inOverdueGroup && task.activityDate !== null && isInRange(task.activityDate, view.days) };
}
