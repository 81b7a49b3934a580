import { addDaysToKey, addMonthsToKey, type DayKey } from './day-key';
import { DEFAULT_OVERDUE_LIMIT, TIMELINE_EDITED_TASK_STAYS_MONTHS, TIMELINE_TASKS_WINDOW_MONTHS, type OverdueLimit } from './task-constants';

/** An inclusive range of days. */
export interface DayRange {
  start: DayKey;
  end: DayKey;
}

/** The first day an overdue limit reaches back to from today. */
function limitStart(today: DayKey, limit: OverdueLimit): DayKey {
  if (limit.unit === 'months') return addMonthsToKey(today, -limit.value);
  return addDaysToKey(today, -(limit.unit === 'weeks' ? 7 : 1) * limit.value);
}

/**
 * The overdue group: open tasks from the overdue limit back (3 months by default, configured as a
 * value and a unit) up to yesterday. A null limit means unbounded (absent from configuration).
 */
export function overdueWindow(today: DayKey, limit: OverdueLimit | null = DEFAULT_OVERDUE_LIMIT): DayRange {
  return { start: limit === null ? '1970-01-01' : limitStart(today, limit), end: addDaysToKey(today, -1) };
}

export const isInRange = (day: DayKey, range: DayRange): boolean => day >= range.start && day <= range.end;

/** The timeline tasks card: 18 months back and 18 months forward (undated tasks are fetched too). */
export function timelineTasksWindow(today: DayKey): DayRange {
  return { start: addMonthsToKey(today, -TIMELINE_TASKS_WINDOW_MONTHS), end: addMonthsToKey(today, TIMELINE_TASKS_WINDOW_MONTHS) };
}

/** An edited task stays in the timeline list only when its date is within 6 months (undated stays). */
export function editedTaskStaysInTimeline(activityDate: DayKey | null, today: DayKey): boolean {
  if (activityDate === null) return true;
  return isInRange(activityDate, { start: addMonthsToKey(today, -TIMELINE_EDITED_TASK_STAYS_MONTHS), end: addMonthsToKey(today, TIMELINE_EDITED_TASK_STAYS_MONTHS) });
}
