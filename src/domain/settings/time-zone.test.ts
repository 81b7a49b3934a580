import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneChoices, timeZoneLabel } from './time-zone';

describe('my profile time zone (spec 3)', () => {
  it('takes the IANA zones the runtime knows, nothing else', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Europe/London', 'Asia/Singapore', 'America/Argentina/Buenos_Aires']) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['', 'Mars/Olympus', 'GMT+5; drop table', 'america los angeles', '../etc']) expect(isTimeZone(zone)).toBe(false);
  });
  it('offers UTC first, then the runtime’s zones', () => {
    const choices = timeZoneChoices();
    expect(choices[0]).toBe('UTC');
    expect(choices).toContain('Europe/Berlin');
    // By the names people search for, not ICU's older ones.
    expect(choices).toContain('Asia/Kolkata');
    expect(choices).toContain('Europe/Kyiv');
    expect(choices).not.toContain('Asia/Calcutta');
    expect(new Set(choices).size).toBe(choices.length);
  });
  it('labels a zone with its offset at that moment', () => {
    expect(timeZoneLabel('America/Los_Angeles', new Date('2026-07-01T12:00:00Z'))).toBe('America/Los Angeles (UTC-07:00)');
    expect(timeZoneLabel('America/Los_Angeles', new Date('2026-01-01T12:00:00Z'))).toBe('America/Los Angeles (UTC-08:00)');
    expect(timeZoneLabel('UTC', new Date('2026-01-01T12:00:00Z'))).toBe('UTC (UTC+00:00)');
  });
});
