import { describe, expect, it } from 'vitest';
import { formatDuration, formatMinutes } from './duration';

describe('formatDuration (spec 3: times are shown hh:mm:ss)', () => {
  it('shows seconds, minutes and hours as hh:mm:ss', () => {
    expect(formatDuration(17)).toBe('00:00:17');
    expect(formatDuration(75)).toBe('00:01:15');
    expect(formatDuration(40_721)).toBe('11:18:41');
  });

  it('lets the hours pass 23 (a week of talk time)', () => {
    expect(formatDuration(185_518)).toBe('51:31:58');
    expect(formatDuration(100 * 3600)).toBe('100:00:00');
  });

  it('rounds to the second, across the minute and the hour', () => {
    expect(formatDuration(59.5)).toBe('00:01:00');
    expect(formatDuration(3599.6)).toBe('01:00:00');
    expect(formatDuration(0.4)).toBe('00:00:00');
  });

  it('shows nothing below zero or unknown as 00:00:00', () => {
    expect(formatDuration(-5)).toBe('00:00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('00:00:00');
  });
});

describe('formatMinutes (the dashboard’s time gauges, held in minutes)', () => {
  it('shows minutes by the same hh:mm:ss rule: 678:41 reads 11:18:41', () => {
    expect(formatMinutes(678 + 41 / 60)).toBe('11:18:41');
    expect(formatMinutes(1.25)).toBe('00:01:15');
    expect(formatMinutes(0)).toBe('00:00:00');
  });
});
