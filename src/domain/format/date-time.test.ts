import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime, formatDayRange, formatMonthDay, formatMonthYear, formatTime, formatTimeOfDay } from './date-time';

// Intl separates some parts with narrow or thin no-break spaces; the tests read them as spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');
const newYork = { locale: 'en-US', timeZone: 'America/New_York' };
const losAngeles = { locale: 'en-US', timeZone: 'America/Los_Angeles' };
const berlin = { locale: 'de-DE', timeZone: 'Europe/Berlin' };
const tokyo = { locale: 'en-US', timeZone: 'Asia/Tokyo' };

describe('formatDateTime (a moment in the user’s zone and locale)', () => {
  it('shows the moment in the profile’s time zone, not UTC', () => {
    expect(plain(formatDateTime('2026-11-27T14:28:00Z', newYork))).toBe('Nov 27, 2026, 9:28 AM');
    expect(plain(formatDateTime('2026-11-27T14:28:00Z', tokyo))).toBe('Nov 27, 2026, 11:28 PM');
  });

  it('writes it as the locale does', () => {
    expect(plain(formatDateTime('2026-11-27T14:28:00Z', berlin))).toBe('27. Nov. 2026, 15:28');
  });

  it('crosses midnight with the zone: late UTC evening is the next day in Tokyo, early UTC morning the day before in Los Angeles', () => {
    expect(formatDate('2026-11-27T16:00:00Z', tokyo)).toBe('Nov 28, 2026');
    expect(formatDate('2026-11-27T03:00:00Z', losAngeles)).toBe('Nov 26, 2026');
  });

  it('follows daylight saving time: the spring gap and the autumn repeat', () => {
    // 8 March 2026, New York: 1:59 EST, then 3:00 EDT.
    expect(plain(formatTime('2026-03-08T06:59:00Z', newYork))).toBe('1:59 AM');
    expect(plain(formatTime('2026-03-08T07:00:00Z', newYork))).toBe('3:00 AM');
    // 1 November 2026: 1:30 is shown twice, an hour apart (EDT, then EST).
    expect(plain(formatTime('2026-11-01T05:30:00Z', newYork))).toBe('1:30 AM');
    expect(plain(formatTime('2026-11-01T06:30:00Z', newYork))).toBe('1:30 AM');
    // Berlin's clocks go forward on 29 March 2026 at 2:00 (01:00 UTC).
    expect(formatTime('2026-03-29T00:59:00Z', berlin)).toBe('1:59');
    expect(formatTime('2026-03-29T01:00:00Z', berlin)).toBe('3:00');
  });

  it('takes an ISO text, epoch milliseconds or a Date alike', () => {
    const at = Date.UTC(2026, 10, 27, 14, 28);
    expect(formatDateTime(at, newYork)).toBe(formatDateTime(new Date(at), newYork));
    expect(formatDateTime(at, newYork)).toBe(formatDateTime(new Date(at).toISOString(), newYork));
  });

  it('shows nothing for no moment and an unreadable one as it came', () => {
    expect(formatDateTime(null, newYork)).toBe('');
    expect(formatDateTime('', newYork)).toBe('');
    expect(formatDateTime('soon', newYork)).toBe('soon');
  });

  it('reads an unknown zone as UTC and an unknown locale as en-US instead of failing', () => {
    expect(plain(formatDateTime('2026-11-27T14:28:00Z', { locale: 'en-US', timeZone: 'Mars/Olympus' }))).toBe('Nov 27, 2026, 2:28 PM');
    expect(plain(formatDateTime('2026-11-27T14:28:00Z', { locale: 'not a locale!', timeZone: 'UTC' }))).toBe('Nov 27, 2026, 2:28 PM');
  });
});

describe('formatTimeOfDay (a wall-clock time without a day)', () => {
  it('writes the time as the locale does, without a zone shift', () => {
    expect(plain(formatTimeOfDay('14:30:00', 'en-US'))).toBe('2:30 PM');
    expect(plain(formatTimeOfDay('00:15', 'en-US'))).toBe('12:15 AM');
    expect(formatTimeOfDay('14:30:00', 'de-DE')).toBe('14:30');
  });

  it('keeps what is not a time', () => {
    expect(formatTimeOfDay('25:00', 'en-US')).toBe('25:00');
    expect(formatTimeOfDay('noon', 'en-US')).toBe('noon');
    expect(formatTimeOfDay(null, 'en-US')).toBe('');
  });
});

describe('formatMonthDay and formatMonthYear (chart labels of calendar days)', () => {
  it('labels a day and its month without a zone shift', () => {
    expect(formatMonthDay('2026-11-27', 'en-US')).toBe('Nov 27');
    expect(formatMonthDay('2026-11-27', 'de-DE')).toBe('27. Nov.');
    expect(formatMonthYear('2026-12-01', 'en-US')).toBe('Dec 2026');
  });
});

describe('formatCalendarDay (a day held without a time)', () => {
  it('shows the same day in every zone, in the one date style', () => {
    expect(formatCalendarDay('2026-11-27', 'en-US')).toBe('Nov 27, 2026');
    expect(formatCalendarDay('2026-11-27', 'en-GB')).toBe('27 Nov 2026');
  });

  it('adds the weekday when asked', () => {
    expect(formatCalendarDay('2026-11-27', 'en-US', { weekday: true })).toBe('Fri, Nov 27, 2026');
  });

  it('reads the day of a date-time text and keeps what is not a day', () => {
    expect(formatCalendarDay('2026-03-08T23:00:00-05:00', 'en-US')).toBe('Mar 8, 2026');
    expect(formatCalendarDay('next week', 'en-US')).toBe('next week');
    expect(formatCalendarDay(null, 'en-US')).toBe('');
  });
});

describe('formatDayRange (a period [from, to) in the user’s zone)', () => {
  it('shows a week as one range, the exclusive end not counted', () => {
    expect(plain(formatDayRange('2026-11-16T05:00:00Z', '2026-11-23T05:00:00Z', newYork))).toBe('Nov 16 – 22, 2026');
  });

  it('shows one day with its weekday', () => {
    expect(formatDayRange('2026-11-27T05:00:00Z', '2026-11-28T05:00:00Z', newYork)).toBe('Fri, Nov 27, 2026');
  });

  it('cuts the days in the zone across a DST change (the week of 1 November 2026 has 169 hours)', () => {
    expect(plain(formatDayRange('2026-10-26T04:00:00Z', '2026-11-02T05:00:00Z', newYork))).toBe('Oct 26 – Nov 1, 2026');
  });

  it('spans the turn of a year', () => {
    expect(plain(formatDayRange('2026-12-28T00:00:00Z', '2027-01-04T00:00:00Z', { locale: 'en-US', timeZone: 'UTC' }))).toBe('Dec 28, 2026 – Jan 3, 2027');
  });
});

describe('formatDayRange (the dashboard’s period)', () => {
  it('reads a day cut at Kolkata’s midnight as that day there', () => {
    expect(formatDayRange('2026-11-25T18:30:00.000Z', '2026-11-26T18:30:00.000Z', { locale: 'en-US', timeZone: 'Asia/Kolkata' })).toBe('Thu, Nov 26, 2026');
  });

  it('shows a month across its own days', () => {
    expect(plain(formatDayRange('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', { locale: 'en-US', timeZone: 'UTC' }))).toBe('Nov 1 – 30, 2026');
  });
});
