import { describe, expect, it } from 'vitest';
import { stepDueAt, type StepSchedule } from './step-due-time';

const HOUR = 3600_000;
// 2025-01-03 is a Friday.
const friday10 = new Date('2025-01-03T10:00:00Z');

describe('step due time from the gap', () => {
  it('adds the gap over calendar days', () => {
    expect(stepDueAt(friday10, { gapMinutes: 1440, businessDays: false }).toISOString()).toBe('2025-01-04T10:00:00.000Z');
    expect(stepDueAt(friday10, { gapMinutes: 0, businessDays: false })).toEqual(friday10);
  });
  it('skips Saturday and Sunday with business days', () => {
    expect(stepDueAt(friday10, { gapMinutes: 1440, businessDays: true }).toISOString()).toBe('2025-01-06T10:00:00.000Z');
    expect(stepDueAt(friday10, { gapMinutes: 60, businessDays: true }).toISOString()).toBe('2025-01-03T11:00:00.000Z');
    // Due on a weekend: waits to Monday 00:00.
    expect(stepDueAt(new Date('2025-01-04T12:00:00Z'), { gapMinutes: 0, businessDays: true }).toISOString()).toBe('2025-01-06T00:00:00.000Z');
    // 14 h from Friday 10:00 counts 14 weekday hours: Friday to midnight, then Monday 00:00 + 0.
    expect(stepDueAt(friday10, { gapMinutes: 14 * 60, businessDays: true }).toISOString()).toBe('2025-01-06T00:00:00.000Z');
  });
  it('counts weekdays in the tenant time zone', () => {
    // Friday 23:00 in New York is Saturday 04:00 UTC: one business day later is Monday 23:00 New York.
    const fridayNight = new Date('2025-01-04T04:00:00Z');
    expect(stepDueAt(fridayNight, { gapMinutes: 1440, businessDays: true, timeZone: 'America/New_York' }).toISOString()).toBe('2025-01-07T04:00:00.000Z');
  });
  it('moves a due time outside the schedule to its next opening', () => {
    const nineToFive: StepSchedule = { 1: [{ start: 9 * HOUR, end: 17 * HOUR }], 5: [{ start: 9 * HOUR, end: 17 * HOUR }] };
    // Friday 18:00 -> Monday 09:00.
    expect(stepDueAt(new Date('2025-01-03T18:00:00Z'), { gapMinutes: 0, businessDays: false, schedule: nineToFive }).toISOString()).toBe('2025-01-06T09:00:00.000Z');
    // Inside the interval: unchanged.
    expect(stepDueAt(friday10, { gapMinutes: 60, businessDays: false, schedule: nineToFive }).toISOString()).toBe('2025-01-03T11:00:00.000Z');
    // An empty schedule does not restrict.
    expect(stepDueAt(friday10, { gapMinutes: 0, businessDays: false, schedule: {} })).toEqual(friday10);
  });
});
