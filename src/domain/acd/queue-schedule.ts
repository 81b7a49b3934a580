import type { WeekSchedule } from '../../contract/entities/schedules';
import { offsetMs } from '../lists/zoned-date';

const DAY_MS = 24 * 3600 * 1000;

/** Spec 3 schedules: day 1 is Monday ... 7 Sunday; intervals are milliseconds from the day's midnight in the tenant's zone. */
export function scheduleDayAndTime(at: Date, timeZone: string): { day: number; ms: number } {
  const local = new Date(at.getTime() + offsetMs(at, timeZone));
  const day = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  return { day, ms: local.getTime() - Math.floor(local.getTime() / DAY_MS) * DAY_MS };
}

/** Whether `at` falls inside one of the schedule's intervals of that weekday (start included, end excluded). */
export function isWithinSchedule(schedule: WeekSchedule, at: Date, timeZone: string): boolean {
  const { day, ms } = scheduleDayAndTime(at, timeZone);
  const intervals = schedule[String(day) as keyof WeekSchedule] ?? [];
  return intervals.some((i) => ms >= i.start && ms < i.end);
}
