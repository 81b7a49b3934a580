import { describe, expect, it } from 'vitest';
import { formatFilterDate, parseFilterDate } from './filter-date-value';

describe('filter date values', () => {
  it('reads M/D/YYYY as midnight in the tenant time zone', () => {
    expect(parseFilterDate('3/5/2026', 'America/New_York')).toEqual({ ok: true, value: '2026-03-05T05:00:00.000Z' });
    expect(parseFilterDate('03/05/2026', 'UTC')).toEqual({ ok: true, value: '2026-03-05T00:00:00.000Z' });
  });
  it('reads M/D/YYYY H:m with the time', () => {
    expect(parseFilterDate('7/1/2026 9:5', 'Europe/Paris')).toEqual({ ok: true, value: '2026-07-01T07:05:00.000Z' });
    expect(parseFilterDate('12/31/2026 23:59', 'Asia/Tokyo')).toEqual({ ok: true, value: '2026-12-31T14:59:00.000Z' });
  });
  it('follows daylight saving of the zone', () => {
    // New York: EST (-5) in January, EDT (-4) in July.
    expect(parseFilterDate('1/15/2026 12:00', 'America/New_York')).toEqual({ ok: true, value: '2026-01-15T17:00:00.000Z' });
    expect(parseFilterDate('7/15/2026 12:00', 'America/New_York')).toEqual({ ok: true, value: '2026-07-15T16:00:00.000Z' });
  });
  it('sends empty values as null', () => {
    expect(parseFilterDate('  ', 'UTC')).toEqual({ ok: true, value: null });
  });
  it('rejects other shapes and impossible dates', () => {
    for (const bad of ['2026-03-05', '3/5/26', '13/1/2026', '2/30/2026', '3/5/2026 24:00', '3/5/2026 10:60', 'today']) {
      expect(parseFilterDate(bad, 'UTC')).toEqual({ ok: false });
    }
  });
  it('shows a stored instant back in the zone', () => {
    expect(formatFilterDate('2026-03-05T05:00:00.000Z', 'America/New_York')).toBe('3/5/2026');
    expect(formatFilterDate('2026-07-01T07:05:00.000Z', 'Europe/Paris')).toBe('7/1/2026 9:05');
    expect(formatFilterDate(null, 'UTC')).toBe('');
  });
});
