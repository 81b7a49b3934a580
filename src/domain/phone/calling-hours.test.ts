import { describe, expect, it } from 'vitest';
import { callingHoursVerdict, contactZone, localHourMinute } from './calling-hours';

const HOURS = { startHour: 8, endHour: 21 };

describe('calling hours', () => {
  it('reads the local time in the zone', () => {
    expect(localHourMinute(new Date('2026-11-23T04:30:00Z'), 'America/New_York')).toEqual({ hour: 23, minute: 30 });
    expect(localHourMinute(new Date('2026-07-01T12:05:00Z'), 'America/Los_Angeles')).toEqual({ hour: 5, minute: 5 });
  });
  it('allows 8:00 up to 20:59 and refuses 21:00 and 7:59', () => {
    const ny = 'America/New_York';
    expect(callingHoursVerdict(new Date('2026-11-23T13:00:00Z'), ny, HOURS).allowed).toBe(true); // 08:00
    expect(callingHoursVerdict(new Date('2026-11-24T01:59:00Z'), ny, HOURS).allowed).toBe(true); // 20:59
    expect(callingHoursVerdict(new Date('2026-11-24T02:00:00Z'), ny, HOURS).allowed).toBe(false); // 21:00
    expect(callingHoursVerdict(new Date('2026-11-23T12:59:00Z'), ny, HOURS).allowed).toBe(false); // 07:59
  });
  it('tells when the window opens next', () => {
    const late = callingHoursVerdict(new Date('2026-11-24T04:00:00Z'), 'America/New_York', HOURS); // 23:00
    expect(late).toMatchObject({ allowed: false, localTime: '23:00' });
    if (!late.allowed) expect(late.opensAt.toISOString()).toBe('2026-11-24T13:00:00.000Z');
    const early = callingHoursVerdict(new Date('2026-11-23T11:30:00Z'), 'America/New_York', HOURS); // 06:30
    if (!early.allowed) expect(early.opensAt.toISOString()).toBe('2026-11-23T13:00:00.000Z');
    else throw new Error('06:30 must be refused');
  });
  it('allows a contact whose zone is unknown', () => {
    expect(callingHoursVerdict(new Date('2026-11-24T04:00:00Z'), null, HOURS)).toEqual({ allowed: true, zone: null, localTime: null });
  });
  it('prefers the contact field, falls back to the number zone, ignores bad names', () => {
    expect(contactZone('Europe/Paris', 'America/Chicago')).toBe('Europe/Paris');
    expect(contactZone(null, 'America/Chicago')).toBe('America/Chicago');
    expect(contactZone('Mars/Base', 'America/Chicago')).toBe('America/Chicago');
    expect(contactZone('Mars/Base', null)).toBeNull();
  });
});
