import { describe, expect, it } from 'vitest';
import { gaugeColour, gaugePercent } from './gauge';

describe('gaugeColour (normal; warning below the warning threshold; error below the error threshold)', () => {
  const threshold = { target: 60, warning: 45, error: 25 };

  it('is normal at or above the warning threshold', () => {
    expect(gaugeColour(60, threshold)).toBe('normal');
    expect(gaugeColour(100, threshold)).toBe('normal');
    expect(gaugeColour(45, threshold)).toBe('normal');
  });

  it('is warning below the warning threshold', () => {
    expect(gaugeColour(44.99, threshold)).toBe('warning');
    expect(gaugeColour(30, threshold)).toBe('warning');
  });

  it('is warning exactly at the error threshold (not below it)', () => {
    expect(gaugeColour(25, threshold)).toBe('warning');
  });

  it('is error below the error threshold', () => {
    expect(gaugeColour(24.99, threshold)).toBe('error');
    expect(gaugeColour(0, threshold)).toBe('error');
  });

  it('is always normal when every threshold is 0', () => {
    expect(gaugeColour(0, { target: 0, warning: 0, error: 0 })).toBe('normal');
  });

  it('uses the thresholds scaled to the period (a week is 5 days)', () => {
    const week = { target: 300, warning: 225, error: 125 };
    expect(gaugeColour(225, week)).toBe('normal');
    expect(gaugeColour(224, week)).toBe('warning');
    expect(gaugeColour(124, week)).toBe('error');
  });
});

describe('gaugePercent', () => {
  it('is the value against the target in percent', () => {
    expect(gaugePercent(30, 60)).toBe(50);
    expect(gaugePercent(15, 60)).toBe(25);
    expect(gaugePercent(60, 60)).toBe(100);
  });

  it('is capped at 100 and floored at 0', () => {
    expect(gaugePercent(120, 60)).toBe(100);
    expect(gaugePercent(-5, 60)).toBe(0);
  });

  it('is 100 for any activity against no target, 0 without activity', () => {
    expect(gaugePercent(3, 0)).toBe(100);
    expect(gaugePercent(0, 0)).toBe(0);
    expect(gaugePercent(0, -1)).toBe(0);
  });
});
