import { describe, expect, it } from 'vitest';
import { formatPeriodRange } from './formatPeriodRange';

describe('formatPeriodRange', () => {
  it('shows a week as its first and last day (the end is exclusive)', () => {
    expect(formatPeriodRange('2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z')).toBe('Nov 16 – Nov 22, 2026');
  });
  it('shows a single day with its weekday', () => {
    expect(formatPeriodRange('2026-11-21T00:00:00.000Z', '2026-11-22T00:00:00.000Z')).toBe('Sat, Nov 21, 2026');
  });
  it('reads the dates in UTC whatever the local zone', () => {
    expect(formatPeriodRange('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z')).toBe('Nov 1 – Nov 30, 2026');
  });
});

describe('formatPeriodRange in the user’s time zone', () => {
  it('reads a day cut at Kolkata’s midnight as that day', () => {
    expect(formatPeriodRange('2026-11-25T18:30:00.000Z', '2026-11-26T18:30:00.000Z', 'Asia/Kolkata')).toBe('Thu, Nov 26, 2026');
  });
});
