import { describe, expect, it } from 'vitest';
import { SCHEDULE_INTERVAL_TOO_SHORT } from '../../contract/entities/schedules';
import { dayIntervalErrors, dayIntervals, INTERVAL_END_BEFORE_START, INTERVAL_OVERLAPS, INTERVAL_TIME_INVALID, msOfTime, timeOfDay } from './interval-editing';

const h = (hours: number) => hours * 3_600_000;

describe('schedule interval editing (spec 3 section 5: intervals of at least 30 minutes)', () => {
  it('reads and writes times of day as HH:MM, up to 24:00', () => {
    expect(msOfTime('09:30')).toBe(h(9.5));
    expect(msOfTime('9:00')).toBe(h(9));
    expect(msOfTime('24:00')).toBe(h(24));
    expect(msOfTime('24:30')).toBeNull();
    expect(msOfTime('10:75')).toBeNull();
    expect(msOfTime('ten')).toBeNull();
    expect(timeOfDay(h(9.5))).toBe('09:30');
    expect(timeOfDay(h(24))).toBe('24:00');
    expect(timeOfDay(0)).toBe('00:00');
  });

  it('puts each error at its interval: unreadable, end not after start, under 30 minutes, overlapping an earlier one', () => {
    expect(
      dayIntervalErrors([
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '13:00' },
        { start: '14:00', end: '13:00' },
        { start: '15:00', end: '15:15' },
        { start: '16:00', end: 'later' },
        { start: '13:00', end: '13:30' }, // touching is not overlapping
      ]),
    ).toEqual([null, INTERVAL_OVERLAPS, INTERVAL_END_BEFORE_START, SCHEDULE_INTERVAL_TOO_SHORT, INTERVAL_TIME_INVALID, null]);
    expect(dayIntervalErrors([])).toEqual([]);
  });

  it('gives the contract its intervals only when the day has no error', () => {
    expect(
      dayIntervals([
        { start: '10:00', end: '14:00' },
        { start: '15:00', end: '24:00' },
      ]),
    ).toEqual([
      { start: h(10), end: h(14) },
      { start: h(15), end: h(24) },
    ]);
    expect(
      dayIntervals([
        { start: '10:00', end: '14:00' },
        { start: '13:00', end: '15:00' },
      ]),
    ).toBeNull();
  });
});
