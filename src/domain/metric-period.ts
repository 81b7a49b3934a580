import type { MetricPeriod } from '../contract/entities/metrics';

export interface PeriodRange {
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

/** Day, week (Monday first) and month windows in UTC (plain UTC arithmetic: no local-time DST shifts), `to` exclusive. */
export function periodRange(period: MetricPeriod, now: Date): PeriodRange {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'currentDay') return { from: dayStart, to: addDays(dayStart, 1) };
  if (period === 'currentWeek') {
    const sinceMonday = (dayStart.getUTCDay() + 6) % 7;
    const from = addDays(dayStart, -sinceMonday);
    return { from, to: addDays(from, 7) };
  }
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { from, to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

/** Daily targets scale to the period by working days: 1, 5 and 21. */
export const WORKING_DAYS_PER_PERIOD: Record<MetricPeriod, number> = { currentDay: 1, currentWeek: 5, currentMonth: 21 };
