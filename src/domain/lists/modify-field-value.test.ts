import { describe, expect, it } from 'vitest';
import { modifyFieldValue } from './modify-field-value';

// 2026-11-22 23:30 in New York is already the 23rd in UTC (04:30Z).
const now = new Date('2026-11-23T04:30:00Z');
const NY = 'America/New_York';

describe('modifyFieldValue', () => {
  it('counts relative dates from the tenant’s own day', () => {
    expect(modifyFieldValue('date', 'today', now, NY)).toBe('2026-11-22');
    expect(modifyFieldValue('date', 'tomorrow', now, NY)).toBe('2026-11-23');
    expect(modifyFieldValue('date', 'last 3 days', now, NY)).toBe('2026-11-19');
    expect(modifyFieldValue('date', '2 days ago', now, NY)).toBe('2026-11-20');
    expect(modifyFieldValue('date', '12/5/2026', now, NY)).toBe('2026-12-05');
    expect(modifyFieldValue('date', 'someday', now, NY)).toBeUndefined();
  });

  it('stores datetimes as instants of the tenant’s wall time', () => {
    expect(modifyFieldValue('datetime', '12/5/2026 09:15', now, NY)).toBe('2026-12-05T14:15:00.000Z');
    expect(modifyFieldValue('datetime', 'next 2 hours', now, NY)).toBe('2026-11-23T06:30:00.000Z');
  });

  it('types numbers, checkboxes, times and links, and refuses what does not fit', () => {
    expect(modifyFieldValue('int', '42', now, NY)).toBe(42);
    expect(modifyFieldValue('int', '4.2', now, NY)).toBeUndefined();
    expect(modifyFieldValue('currency', '19.99', now, NY)).toBe(19.99);
    expect(modifyFieldValue('boolean', 'true', now, NY)).toBe(true);
    expect(modifyFieldValue('boolean', 'No', now, NY)).toBe(false);
    expect(modifyFieldValue('boolean', 'maybe', now, NY)).toBeUndefined();
    expect(modifyFieldValue('time', '2:30 PM', now, NY)).toBe('14:30:00');
    expect(modifyFieldValue('time', '12:05 am', now, NY)).toBe('00:05:00');
    expect(modifyFieldValue('time', '9:45', now, NY)).toBe('09:45:00');
    expect(modifyFieldValue('time', '25:00', now, NY)).toBeUndefined();
    expect(modifyFieldValue('url', 'example.com', now, NY)).toBe('http://example.com');
    expect(modifyFieldValue('url', 'ftp://files.example.com', now, NY)).toBe('ftp://files.example.com');
    expect(modifyFieldValue('string', '  Retail ', now, NY)).toBe('Retail');
  });

  it('clears the field on an empty value', () => {
    expect(modifyFieldValue('date', '  ', now, NY)).toBeNull();
    expect(modifyFieldValue('string', null, now, NY)).toBeNull();
  });
});
