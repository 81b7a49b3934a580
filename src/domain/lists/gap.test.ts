import { describe, expect, it } from 'vitest';
import { gapFromMinutes, gapToMinutes } from './gap';

describe('gap conversion (spec 2 section 5)', () => {
  it('converts hour 60, day 1440, week 10080, month 43830 minutes', () => {
    expect(gapToMinutes(1, 'hour')).toBe(60);
    expect(gapToMinutes(1, 'day')).toBe(1440);
    expect(gapToMinutes(1, 'week')).toBe(10_080);
    expect(gapToMinutes(1, 'month')).toBe(43_830);
    expect(gapToMinutes(3, 'day')).toBe(4320);
  });
  it('shows minutes back in the largest unit that divides them', () => {
    expect(gapFromMinutes(1440)).toEqual({ value: 1, unit: 'day' });
    expect(gapFromMinutes(43_830 * 2)).toEqual({ value: 2, unit: 'month' });
    expect(gapFromMinutes(20_160)).toEqual({ value: 2, unit: 'week' });
    expect(gapFromMinutes(180)).toEqual({ value: 3, unit: 'hour' });
    expect(gapFromMinutes(45)).toEqual({ value: 45, unit: 'minute' });
    expect(gapFromMinutes(0)).toEqual({ value: 0, unit: 'day' });
  });
  it('round-trips every unit', () => {
    for (const unit of ['hour', 'day', 'week', 'month'] as const) expect(gapFromMinutes(gapToMinutes(5, unit))).toEqual({ value: 5, unit });
  });
});
