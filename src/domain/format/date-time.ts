import { dateFormat } from './intl-cache';

/** Where a moment is read: the user's locale and their profile's time zone. */
export interface FormatPlace {
  locale: string;
  timeZone: string;
}

/** The one date style (en-US "Nov 27, 2026") and date-time style (en-US "Nov 27, 2026, 2:28 PM"). */
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

type Moment = string | number | Date;

function instant(at: Moment): Date | null {
  const d = at instanceof Date ? at : new Date(at);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A moment in the place's zone; what is not a moment is shown as it came, nothing as ''. */
function moment(at: Moment | null | undefined, place: FormatPlace, options: Intl.DateTimeFormatOptions): string {
  if (at === null || at === undefined || at === '') return '';
  const d = instant(at);
  return d ? dateFormat(place.locale, { ...options, timeZone: place.timeZone }).format(d) : String(at);
}

/** The day of a moment in the user's zone: "Nov 27, 2026". */
export const formatDate = (at: Moment | null | undefined, place: FormatPlace): string => moment(at, place, DATE);

/** A moment in the user's zone: "Nov 27, 2026, 2:28 PM". */
export const formatDateTime = (at: Moment | null | undefined, place: FormatPlace): string => moment(at, place, { ...DATE, ...TIME });

/** The time of day of a moment in the user's zone: "2:28 PM". */
export const formatTime = (at: Moment | null | undefined, place: FormatPlace): string => moment(at, place, TIME);

/**
 * A calendar day held without a time (YYYY-MM-DD: a task's date, an opportunity's close date, a
 * date field): the same day wherever the user is, in the one date style, with its weekday if asked.
 */
export function formatCalendarDay(day: string | null | undefined, locale: string, options: { weekday?: boolean } = {}): string {
  return calendar(day, locale, { ...DATE, ...(options.weekday ? { weekday: 'short' } : {}) });
}

/** A wall-clock time held without a day or zone (HH:mm[:ss], a time field): "2:30 PM" (en-US), "14:30" (de-DE). */
export function formatTimeOfDay(time: string | null | undefined, locale: string): string {
  if (!time) return '';
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return time;
  return dateFormat(locale, { ...TIME, timeZone: 'UTC' }).format(new Date(Date.UTC(1970, 0, 1, Number(m[1]), Number(m[2]))));
}

/** A chart's label of a calendar day (YYYY-MM-DD): "Nov 27". */
export const formatMonthDay = (day: string, locale: string): string => calendar(day, locale, { month: 'short', day: 'numeric' });

/** A chart's label of the month a calendar day (YYYY-MM-DD) is in: "Nov 2026". */
export const formatMonthYear = (day: string, locale: string): string => calendar(day, locale, { month: 'short', year: 'numeric' });

function calendar(day: string | null | undefined, locale: string, options: Intl.DateTimeFormatOptions): string {
  if (!day) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return day;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(at);
}

/**
 * A period [from, to) read in the user's zone: one day as "Fri, Nov 27, 2026", more as the locale
 * writes a range ("Nov 16 – 22, 2026").
 */
export function formatDayRange(from: Moment, toExclusive: Moment, place: FormatPlace): string {
  const start = instant(from);
  const end = instant(toExclusive);
  if (!start || !end) return '';
  const lastDay = new Date(Math.max(start.getTime(), end.getTime() - 1));
  const days = dateFormat(place.locale, { ...DATE, timeZone: place.timeZone });
  if (days.format(start) === days.format(lastDay)) return dateFormat(place.locale, { ...DATE, weekday: 'short', timeZone: place.timeZone }).format(start);
  return days.formatRange(start, lastDay);
}
