import { SCHEDULE_DAYS, type ScheduleInterval, type WeekSchedule } from '../../contract/entities/schedules';
import type { StepSchedule } from '../lists/step-due-time';

/** Spec 3 section 4: new intervals merge with the ones they overlap (or touch); the result is sorted. */
export function mergeIntervals(intervals: readonly ScheduleInterval[]): ScheduleInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: ScheduleInterval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** Each day's intervals merged; days without any left out. */
export function normalizedWeek(days: WeekSchedule): WeekSchedule {
  const week: WeekSchedule = {};
  for (const day of SCHEDULE_DAYS) {
    const merged = mergeIntervals(days[day] ?? []);
    if (merged.length) week[day] = merged;
  }
  return week;
}

/** The schedule as the step due-time rule reads it (weekday numbers as keys). */
export function stepScheduleOf(days: WeekSchedule): StepSchedule {
  const schedule: StepSchedule = {};
  SCHEDULE_DAYS.forEach((day, i) => {
    const intervals = days[day];
    if (intervals?.length) schedule[(i + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7] = intervals.map((x) => ({ ...x }));
  });
  return schedule;
}
