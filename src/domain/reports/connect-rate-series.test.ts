import { describe, expect, it } from 'vitest';
import { connectRateSeries } from './connect-rate-series';

describe('the connect rate over a report’s range', () => {
  it('gives one point per day of a short range, gaps kept, percent of dials', () => {
    const { bucket, points } = connectRateSeries(
      [
        { day: '2026-05-04', dials: 4, connects: 1 },
        { day: '2026-05-06', dials: 2, connects: 2 },
      ],
      { start: '2026-05-04', end: '2026-05-07' },
    );
    expect(bucket).toBe('day');
    expect(points).toEqual([
      { start: '2026-05-04', dials: 4, connects: 1, percent: 25 },
      { start: '2026-05-05', dials: 0, connects: 0, percent: null },
      { start: '2026-05-06', dials: 2, connects: 2, percent: 100 },
      { start: '2026-05-07', dials: 0, connects: 0, percent: null },
    ]);
  });

  it('sums weeks (from Monday) for a range over 62 days, and months over a year', () => {
    const days = [
      { day: '2026-01-01', dials: 2, connects: 1 }, // Thursday: week of Mon 29 Dec 2025
      { day: '2026-01-04', dials: 2, connects: 0 }, // Sunday: same week
      { day: '2026-03-31', dials: 1, connects: 1 },
    ];
    const weeks = connectRateSeries(days, { start: '2026-01-01', end: '2026-03-31' });
    expect(weeks.bucket).toBe('week');
    expect(weeks.points[0]).toEqual({ start: '2025-12-29', dials: 4, connects: 1, percent: 25 });
    expect(weeks.points.at(-1)).toEqual({ start: '2026-03-30', dials: 1, connects: 1, percent: 100 });
    expect(weeks.points).toHaveLength(14);
    const months = connectRateSeries(days, { start: '2025-01-01', end: '2026-03-31' });
    expect(months.bucket).toBe('month');
    expect(months.points).toHaveLength(15);
    expect(months.points.find((p) => p.start === '2026-01-01')).toEqual({ start: '2026-01-01', dials: 4, connects: 1, percent: 25 });
  });

  it('spans the days with dials for all time, and has no points without dials', () => {
    const all = connectRateSeries(
      [
        { day: '2026-05-02', dials: 1, connects: 0 },
        { day: '2026-05-03', dials: 1, connects: 1 },
      ],
      {},
    );
    expect(all.points.map((p) => p.start)).toEqual(['2026-05-02', '2026-05-03']);
    expect(connectRateSeries([], { start: '2026-05-01', end: '2026-05-31' }).points).toEqual([]);
    expect(connectRateSeries([{ day: '2026-05-02', dials: 0, connects: 0 }], {}).points).toEqual([]);
  });
});
