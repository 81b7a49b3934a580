import type { DayKey } from './day-key';

/**
 * setDueDateToCurrentDateOnTaskCompletion (spec 3 task settings): completing a task moves its due
 * date to the current day, the day in the zone the task was entered in (minutes east of UTC).
 */
export function currentDayAt(now: Date, timezoneOffsetMinutes: number): DayKey {
  return new Date(now.getTime() + timezoneOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

export function dueDateOnCompletion(task: { activityDate: DayKey | null; timezoneOffset: number }, now: Date, settingOn: boolean): DayKey | null {
  return settingOn ? currentDayAt(now, task.timezoneOffset) : task.activityDate;
}
