import { addDaysToKey, addMonthsToKey, type DayKey } from './day-key';
import { TASKS_OVERDUE_LIMIT_MONTHS, TIMELINE_EDITED_TASK_STAYS_MONTHS, TIMELINE_TASKS_WINDOW_MONTHS } from './task-constants';

/** An inclusive range of days. */
export interface DayRange {
  start: DayKey;
  end: DayKey;
}

/**
 * The overdue group: open tasks from the overdue limit back (3 months) up to yesterday.
 * `limitMonths` null means unbounded (the limit is absent from configuration).
 */
export function overdueWindow(today: DayKey, limitMonths: number | null = TASKS_OVERDUE_LIMIT_MONTHS): DayRange {
  return { start: limitMonths === null ? '1970-01-01' : addMonthsToKey(today, -limitMonths), end: addDaysToKey(today, -1) };
}

export const isInRange = (day: DayKey, range: DayRange): boolean => day >= range.start && day <= range.end;

/** The timeline tasks card: 18 months back and 18 months forward (undated tasks are fetched too). */
export function timelineTasksWindow(today: DayKey): DayRange {
  return { start: addMonthsToKey(today, -TIMELINE_TASKS_WINDOW_MONTHS), end: addMonthsToKey(today, TIMELINE_TASKS_WINDOW_MONTHS) };
}

/** An edited task stays in the timeline list only when its date is within 6 months (undated stays). */
export function editedTaskStaysInTimeline(activityDate: DayKey | null, today: DayKey): boolean {
  if (activityDate === null) return true;
  return isInRange(activityDate, {
    start: addMonthsToKey(today, -TIMELINE_EDITED_TASK_STAYS_MONTHS),
    end: addMonthsToKey(today, TIMELINE_EDITED_TASK_STAYS_MONTHS),
  });
}
