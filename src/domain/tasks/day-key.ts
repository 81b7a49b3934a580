import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, parseISO } from 'date-fns';

/** A calendar day as `yyyy-MM-dd`: how tasks are grouped and how the list asks for them. */
export type DayKey = string;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isDayKey = (s: string): boolean => DAY.test(s) && !Number.isNaN(parseISO(s).getTime());

/**
 * The user's day of an instant (the clock is injected by the caller): in `timeZone` (their profile's,
 * spec 3 my profile time zone) when given, else in the browser's.
 */
export const dayKeyOf = (now: Date, timeZone?: string): DayKey => format(timeZone ? new TZDate(now.getTime(), timeZone) : now, 'yyyy-MM-dd');

export const addDaysToKey = (day: DayKey, n: number): DayKey => format(addDays(parseISO(day), n), 'yyyy-MM-dd');

export const addMonthsToKey = (day: DayKey, n: number): DayKey => format(addMonths(parseISO(day), n), 'yyyy-MM-dd');
