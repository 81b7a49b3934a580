import { describe, expect, it } from 'vitest';
import { isDateRangeValid } from './date-range';

describe('date range', () => {
  it('is valid when start is on or before end', () => {
    expect(isDateRangeValid(new Date(2026, 0, 1), new Date(2026, 0, 2))).toBe(true);
    expect(isDateRangeValid(new Date(2026, 0, 1), new Date(2026, 0, 1))).toBe(true);
  });
  it('is invalid when start is after end', () => {
    expect(isDateRangeValid(new Date(2026, 0, 3), new Date(2026, 0, 2))).toBe(false);
  });
  it('is valid with an open side', () => {
    expect(isDateRangeValid(null, new Date())).toBe(true);
  });
});
