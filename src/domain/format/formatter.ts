import { formatCalendarDay, formatTimeOfDay, formatDate, formatDateTime, formatDayRange, formatMonthDay, formatMonthYear, formatTime, type FormatPlace } from './date-time';
import { formatDuration, formatMinutes } from './duration';
import { formatCount, formatDecimal, formatMoney, formatPercent } from './numbers';

type Moment = string | number | Date | null | undefined;

/** Every display format bound to one user's locale and time zone: what a page, a report or a CSV calls. */
export interface Formatter {
  place: FormatPlace;
  date(at: Moment): string;
  dateTime(at: Moment): string;
  time(at: Moment): string;
  monthDay(day: string): string;
  monthYear(day: string): string;
  calendarDay(day: string | null | undefined, options?: { weekday?: boolean }): string;
  timeOfDay(time: string | null | undefined): string;
  dayRange(from: string | Date, toExclusive: string | Date): string;
  duration(seconds: number): string;
  minutes(minutes: number): string;
  count(n: number): string;
  percent(value: number): string;
  decimal(n: number, decimals?: number): string;
  money(amount: number, currency: string, decimals?: number): string;
}

export function createFormatter(place: FormatPlace): Formatter {
  const { locale } = place;
  return {
    place,
    date: (at) => formatDate(at, place),
    dateTime: (at) => formatDateTime(at, place),
    time: (at) => formatTime(at, place),
    monthDay: (day) => formatMonthDay(day, locale),
    monthYear: (day) => formatMonthYear(day, locale),
    calendarDay: (day, options) => formatCalendarDay(day, locale, options),
    timeOfDay: (time) => formatTimeOfDay(time, locale),
    dayRange: (from, to) => formatDayRange(from, to, place),
    duration: formatDuration,
    minutes: formatMinutes,
    count: (n) => formatCount(n, locale),
    percent: (value) => formatPercent(value, locale),
    decimal: (n, decimals) => formatDecimal(n, locale, decimals),
    money: (amount, currency, decimals) => formatMoney(amount, currency, locale, decimals),
  };
}
