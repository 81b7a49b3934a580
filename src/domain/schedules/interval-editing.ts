import { MIN_SCHEDULE_INTERVAL_MS, SCHEDULE_INTERVAL_TOO_SHORT, type ScheduleInterval } from '../../contract/entities/schedules';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const INTERVAL_END_BEFORE_START = 'End must be after start';
export const INTERVAL_OVERLAPS = 'Overlaps another interval of this day';
export const INTERVAL_TIME_INVALID = 'Enter a time as HH:MM';

/** "09:30" from milliseconds after midnight; the day's end (24 h) shows as "24:00". */
export function timeOfDay(ms: number): string {
  const minutes = Math.round(ms / MINUTE_MS);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Milliseconds after midnight from "HH:MM" (00:00 to 24:00); null when it is not such a time. */
export function msOfTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const ms = (Number(match[1]) * 60 + Number(match[2])) * MINUTE_MS;
  return Number(match[2]) < 60 && ms <= DAY_MS ? ms : null;
}

/** An interval as typed in the editor: two "HH:MM" texts. */
export interface IntervalDraft {
  start: string;
  end: string;
}

/**
 * The editor's rules for one day's intervals, each error at the interval it concerns: a time must
 * read as HH:MM, the end must come after the start, an interval lasts at least 30 minutes (the
 * contract's rule and text), and no interval overlaps an earlier one of the same day (the server
 * would merge them; the editor asks the administrator to say what they mean instead).
 */
export function dayIntervalErrors(drafts: readonly IntervalDraft[]): (string | null)[] {
  const parsed = drafts.map(parsedInterval);
  return parsed.map((interval, i) => {
    if (!interval) return INTERVAL_TIME_INVALID;
    if (interval.end <= interval.start) return INTERVAL_END_BEFORE_START;
    if (interval.end - interval.start < MIN_SCHEDULE_INTERVAL_MS) return SCHEDULE_INTERVAL_TOO_SHORT;
    const overlaps = parsed.slice(0, i).some((other) => other !== null && other.start < other.end && other.start < interval.end && interval.start < other.end);
    return overlaps ? INTERVAL_OVERLAPS : null;
  });
}

function parsedInterval(draft: IntervalDraft): ScheduleInterval | null {
  const start = msOfTime(draft.start);
  const end = msOfTime(draft.end);
  return start === null || end === null ? null : { start, end };
}

/** The day's intervals for the contract, or null while any has an error. */
export function dayIntervals(drafts: readonly IntervalDraft[]): ScheduleInterval[] | null {
  if (dayIntervalErrors(drafts).some((e) => e !== null)) return null;
  return drafts.map(parsedInterval).filter((i): i is ScheduleInterval => i !== null);
}
