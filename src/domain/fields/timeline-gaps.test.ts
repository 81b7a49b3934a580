import { describe, expect, it } from 'vitest';
import { GAP_MINUTES, gapPlaceholder, withGapPlaceholders } from './timeline-gaps';

const days = (n: number) => n * GAP_MINUTES.day;

describe('timeline gap placeholders', () => {
  it('shows days up to 14 days', () => {
    expect(gapPlaceholder(days(3))).toEqual({ kind: 'gap', unit: 'day', count: 3 });
    expect(gapPlaceholder(days(14))).toEqual({ kind: 'gap', unit: 'day', count: 14 });
  });
  it('shows weeks over 14 days', () => {
    expect(gapPlaceholder(days(15))).toEqual({ kind: 'gap', unit: 'week', count: 2 });
    expect(gapPlaceholder(days(60))).toEqual({ kind: 'gap', unit: 'week', count: 8 });
  });
  it('shows months over 60 days, a month being 43830 minutes', () => {
    expect(gapPlaceholder(days(61))).toEqual({ kind: 'gap', unit: 'month', count: 2 });
    expect(gapPlaceholder(GAP_MINUTES.month * 5 + 10)).toEqual({ kind: 'gap', unit: 'month', count: 5 });
  });
  it('is no gap under a day', () => {
    expect(gapPlaceholder(GAP_MINUTES.hour * 23)).toBeNull();
  });
  it('goes between entries at least a day apart', () => {
    const list = withGapPlaceholders([
      { id: 1, timestamp: '2026-03-20T10:00:00Z' },
      { id: 2, timestamp: '2026-03-20T08:00:00Z' },
      { id: 3, timestamp: '2026-03-10T08:00:00Z' },
    ]);
    expect(list).toEqual([
      { id: 1, timestamp: '2026-03-20T10:00:00Z' },
      { id: 2, timestamp: '2026-03-20T08:00:00Z' },
      { kind: 'gap', unit: 'day', count: 10 },
      { id: 3, timestamp: '2026-03-10T08:00:00Z' },
    ]);
  });
});
