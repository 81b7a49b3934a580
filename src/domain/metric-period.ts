import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import type { MetricPeriod } from '../contract/entities/metrics';

export interface PeriodRange {
  from: Date;
  to: Date;
}

/**
 * Day, week (Monday first) and month windows as the user's calendar has them (their time zone, UTC
 * by default), `to` exclusive. Counted in the zone's calendar, so a day across a DST change is 23 or
 * 25 hours long.
 */
export function periodRange(period: MetricPeriod, now: Date, timeZone = 'UTC'): PeriodRange {
  const local = new TZDate(now.getTime(), timeZone);
  const span = (from: TZDate, to: TZDate) => ({ from: new Date(from.getTime()), to: new Date(to.getTime()) });
  if (period === 'currentDay') {
    const from = startOfDay(local);
    return span(from, addDays(from, 1));
  }
  if (period === 'currentWeek') {
    const from = startOfWeek(local, { weekStartsOn: 1 });
    return span(from, addDays(from, 7));
  }
  const from = startOfMonth(local);
  return span(from, addMonths(from, 1));
}

/** Daily targets scale to the period by working days: 1, 5 and 21. */
export const WORKING_DAYS_PER_PERIOD: Record<MetricPeriod, number> = { currentDay: 1, currentWeek: 5, currentMonth: 21 };
