import { offsetMs } from './zoned-date';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** A tenant schedule (spec 3 section 3): days 1-7 (Monday to Sunday), each a list of intervals in ms from midnight. */
export type StepSchedule = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, { start: number; end: number }[]>>;

export interface DueRule {
  gapMinutes: number;
  /** Count the gap over Monday to Friday only; a time that falls on a weekend moves to Monday 00:00. */
  businessDays: boolean;
  /** The step only runs inside these intervals; null or empty: any time. */
  schedule?: StepSchedule | null;
  /** Where weekdays and midnights are counted (the tenant's zone); default UTC. */
  timeZone?: string | null;
}

/**
 * When a contact becomes due on a step (spec 2: "a contact becomes due on a step when its gap has
 * passed"): `from` plus the gap, counted over calendar days or over business days, then moved to the
 * next opening of the step's schedule when it falls outside it.
 */
export function stepDueAt(from: Date, rule: DueRule): Date {
  const zone = rule.timeZone ?? null;
  const toLocal = (t: number) => t + (zone ? offsetMs(new Date(t), zone) : 0);
  const fromLocal = (l: number) => {
    if (!zone) return l;
    const first = l - offsetMs(new Date(l), zone);
    return l - offsetMs(new Date(first), zone);
  };
  let t = from.getTime();
  let remaining = Math.max(0, rule.gapMinutes) * MINUTE;
  if (!rule.businessDays) t += remaining;
  else {
    for (;;) {
      const local = toLocal(t);
      const day = isoDay(local);
      if (day >= 6) {
        t = fromLocal(startOfDay(local) + (8 - day) * DAY);
        continue;
      }
      if (remaining === 0) break;
      const take = Math.min(startOfDay(local) + DAY - local, remaining);
      t += take;
      remaining -= take;
    }
  }
  return new Date(rule.schedule ? nextOpening(t, rule.schedule, rule.businessDays, toLocal, fromLocal) : t);
}

function nextOpening(t: number, schedule: StepSchedule, businessDays: boolean, toLocal: (t: number) => number, fromLocal: (l: number) => number): number {
  const hasAny = Object.values(schedule).some((list) => list && list.length > 0);
  if (!hasAny) return t;
  const local = toLocal(t);
  for (let d = 0; d <= 7; d++) {
    const dayStart = startOfDay(local) + d * DAY;
    const day = isoDay(dayStart);
    if (businessDays && day >= 6) continue;
    const intervals = [...(schedule[day] ?? [])].sort((a, b) => a.start - b.start);
    for (const { start, end } of intervals) {
      if (dayStart + end > local) return fromLocal(Math.max(dayStart + start, local));
    }
  }
  return t;
}

const startOfDay = (local: number) => Math.floor(local / DAY) * DAY;
/** 1 Monday ... 7 Sunday of a local-time value. */
function isoDay(local: number): 1 | 2 | 3 | 4 | 5 | 6 | 7 {
  const d = new Date(local).getUTCDay();
  return (d === 0 ? 7 : d) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
}
