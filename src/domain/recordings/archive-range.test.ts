import { describe, expect, it } from 'vitest';
import { archiveRangeError, defaultArchiveRange, RANGE_TOO_LONG, START_AFTER_END } from './archive-range';

const at = (iso: string) => new Date(iso);

describe('archive date range (spec 2 section 5)', () => {
  it('accepts a start before or equal to the end', () => {
    expect(archiveRangeError(at('2026-01-01T00:00:00Z'), at('2026-01-31T00:00:00Z'))).toBeNull();
    expect(archiveRangeError(at('2026-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it('refuses a start after the end', () => {
    expect(archiveRangeError(at('2026-02-01T00:00:00Z'), at('2026-01-31T23:59:59Z'))).toBe(START_AFTER_END);
    expect(START_AFTER_END).toBe('Start date must be before end date');
  });

  it('allows exactly 3 months and refuses a moment more', () => {
    expect(archiveRangeError(at('2026-01-15T00:00:00Z'), at('2026-04-15T00:00:00Z'))).toBeNull();
    expect(archiveRangeError(at('2026-01-15T00:00:00Z'), at('2026-04-15T00:00:01Z'))).toBe(RANGE_TOO_LONG);
    expect(RANGE_TOO_LONG).toBe("Start date and end date can't be more than 3 months apart");
  });

  it('counts calendar months (Nov 30 + 3 months is the end of February)', () => {
    expect(archiveRangeError(at('2026-11-30T00:00:00Z'), at('2027-02-28T00:00:00Z'))).toBeNull();
    expect(archiveRangeError(at('2026-11-30T00:00:00Z'), at('2027-03-01T00:00:00Z'))).toBe(RANGE_TOO_LONG);
  });

  it('defaults to the last month', () => {
    const { start, end } = defaultArchiveRange(at('2026-11-25T12:00:00Z'));
    expect(end.toISOString()).toBe('2026-11-25T12:00:00.000Z');
    expect(start.toISOString()).toBe('2026-10-25T12:00:00.000Z');
  });
});
