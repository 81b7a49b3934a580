import { describe, expect, it } from 'vitest';
import { mergeIntervals, normalizedWeek, stepScheduleOf } from './week-schedule';

const h = (hours: number) => hours * 3_600_000;

describe('schedule intervals (spec 3 section 4: new intervals merge with overlapping ones)', () => {
  it('merges overlapping and touching intervals and sorts them', () => {
    expect(
      mergeIntervals([
        { start: h(13), end: h(17) },
        { start: h(9), end: h(12) },
        { start: h(11), end: h(13) },
        { start: h(18), end: h(19) },
      ]),
    ).toEqual([
      { start: h(9), end: h(17) },
      { start: h(18), end: h(19) },
    ]);
    expect(
      mergeIntervals([
        { start: h(9), end: h(17) },
        { start: h(10), end: h(11) },
      ]),
    ).toEqual([{ start: h(9), end: h(17) }]);
    expect(mergeIntervals([])).toEqual([]);
  });

  it('normalises a week day by day, leaving out days without intervals', () => {
    expect(
      normalizedWeek({
        '1': [
          { start: h(9), end: h(10) },
          { start: h(9.5), end: h(11) },
        ],
        '2': [],
        '7': [{ start: h(0), end: h(1) }],
      }),
    ).toEqual({ '1': [{ start: h(9), end: h(11) }], '7': [{ start: h(0), end: h(1) }] });
  });

  it('gives the step due-time rule weekday numbers', () => {
    expect(stepScheduleOf({ '1': [{ start: h(9), end: h(17) }], '6': [{ start: h(10), end: h(12) }] })).toEqual({ 1: [{ start: h(9), end: h(17) }], 6: [{ start: h(10), end: h(12) }] });
  });
});
