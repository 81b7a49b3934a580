import { describe, expect, it } from 'vitest';
import { periodRange, WORKING_DAYS_PER_PERIOD } from './metric-period';

const iso = (r: { from: Date; to: Date }) => ({ from: r.from.toISOString(), to: r.to.toISOString() });

describe('periodRange (UTC, to exclusive)', () => {
  // Wednesday 2026-03-11 14:30 UTC
  const wednesday = new Date('2026-03-11T14:30:00.000Z');

  it('currentDay is the UTC day', () => {
    expect(iso(periodRange('currentDay', wednesday))).toEqual({ from: '2026-03-11T00:00:00.000Z', to: '2026-03-12T00:00:00.000Z' });
  });

  it('currentWeek starts on Monday', () => {
    expect(iso(periodRange('currentWeek', wednesday))).toEqual({ from: '2026-03-09T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z' });
  });

  it('currentWeek on a Monday starts that day', () => {
    expect(iso(periodRange('currentWeek', new Date('2026-03-09T00:00:00.000Z')))).toEqual({ from: '2026-03-09T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z' });
  });

  it('currentWeek on a Sunday belongs to the week that started the Monday before', () => {
    expect(iso(periodRange('currentWeek', new Date('2026-03-15T23:59:59.999Z')))).toEqual({ from: '2026-03-09T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z' });
  });

  it('currentWeek spans a month and a year end', () => {
    // Thursday 2026-01-01: the week started Monday 2025-12-29.
    expect(iso(periodRange('currentWeek', new Date('2026-01-01T08:00:00.000Z')))).toEqual({ from: '2025-12-29T00:00:00.000Z', to: '2026-01-05T00:00:00.000Z' });
  });

  it('currentMonth runs from the 1st to the 1st of the next month', () => {
    expect(iso(periodRange('currentMonth', wednesday))).toEqual({ from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' });
  });

  it('currentMonth on the last instant of a month', () => {
    expect(iso(periodRange('currentMonth', new Date('2026-04-30T23:59:59.999Z')))).toEqual({ from: '2026-04-01T00:00:00.000Z', to: '2026-05-01T00:00:00.000Z' });
  });

  it('currentMonth in December ends on 1 January of the next year', () => {
    expect(iso(periodRange('currentMonth', new Date('2026-12-31T12:00:00.000Z')))).toEqual({ from: '2026-12-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' });
  });

  it('currentMonth in a leap-year February has 29 days', () => {
    const r = periodRange('currentMonth', new Date('2028-02-29T10:00:00.000Z'));
    expect(iso(r)).toEqual({ from: '2028-02-01T00:00:00.000Z', to: '2028-03-01T00:00:00.000Z' });
    expect((r.to.getTime() - r.from.getTime()) / 86_400_000).toBe(29);
  });

  it('uses the UTC date, not the local one, near midnight', () => {
    // 23:30 UTC on Sunday is already Monday in UTC+1, still Sunday in UTC.
    expect(iso(periodRange('currentDay', new Date('2026-03-15T23:30:00.000Z')))).toEqual({ from: '2026-03-15T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z' });
    // A time given with an offset is the same instant: 2026-03-16T00:30+02:00 is Sunday 22:30 UTC.
    expect(iso(periodRange('currentWeek', new Date('2026-03-16T00:30:00+02:00')))).toEqual({ from: '2026-03-09T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z' });
  });

  it('spans a DST change in whole UTC days', () => {
    // US DST starts 2026-03-08; the week of Monday 2026-03-02 is exactly 7 × 24 h.
    const r = periodRange('currentWeek', new Date('2026-03-08T12:00:00.000Z'));
    expect(iso(r)).toEqual({ from: '2026-03-02T00:00:00.000Z', to: '2026-03-09T00:00:00.000Z' });
    expect(r.to.getTime() - r.from.getTime()).toBe(7 * 86_400_000);
  });
});

describe('WORKING_DAYS_PER_PERIOD (daily targets scale 1, 5 and 21)', () => {
  it('is 1 for a day, 5 for a week and 21 for a month', () => {
    expect(WORKING_DAYS_PER_PERIOD).toEqual({ currentDay: 1, currentWeek: 5, currentMonth: 21 });
  });
});

describe('periodRange in the user’s time zone', () => {
  it('starts the day, week and month at the zone’s midnight', () => {
    // 11 March 2026, 02:00 UTC is still 10 March, 19:00 in Los Angeles (PDT from 8 March, UTC-7).
    const late = new Date('2026-03-11T02:00:00.000Z');
    expect(iso(periodRange('currentDay', late, 'America/Los_Angeles'))).toEqual({ from: '2026-03-10T07:00:00.000Z', to: '2026-03-11T07:00:00.000Z' });
    expect(iso(periodRange('currentWeek', late, 'America/Los_Angeles'))).toEqual({ from: '2026-03-09T07:00:00.000Z', to: '2026-03-16T07:00:00.000Z' });
    expect(iso(periodRange('currentMonth', late, 'Asia/Singapore'))).toEqual({ from: '2026-02-28T16:00:00.000Z', to: '2026-03-31T16:00:00.000Z' });
  });

  it('counts a day across a DST change in the zone’s calendar (23 hours in spring)', () => {
    // Sunday 8 March 2026 in New York: clocks go from 02:00 EST to 03:00 EDT.
    const r = periodRange('currentDay', new Date('2026-03-08T15:00:00.000Z'), 'America/New_York');
    expect(iso(r)).toEqual({ from: '2026-03-08T05:00:00.000Z', to: '2026-03-09T04:00:00.000Z' });
    expect(r.to.getTime() - r.from.getTime()).toBe(23 * 3600 * 1000);
  });

  it('is UTC without a zone', () => {
    const now = new Date('2026-03-11T14:30:00.000Z');
    expect(iso(periodRange('currentDay', now))).toEqual(iso(periodRange('currentDay', now, 'UTC')));
  });
});
