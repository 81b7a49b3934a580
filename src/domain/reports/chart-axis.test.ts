import { describe, expect, it } from 'vitest';
import { axisLabelIndexes, PERCENT_AXIS_TICKS } from './chart-axis';

describe('the connect-rate chart’s axes', () => {
  it('marks the percent axis from 0% to 100%', () => {
    expect(PERCENT_AXIS_TICKS).toEqual([0, 25, 50, 75, 100]);
  });
  it('labels every bar when they are few', () => {
    expect(axisLabelIndexes(5, 7)).toEqual([0, 1, 2, 3, 4]);
  });
  it('labels at most the given number of bars, evenly spaced from the first', () => {
    expect(axisLabelIndexes(31, 7)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(axisLabelIndexes(60, 7)).toEqual([0, 9, 18, 27, 36, 45, 54]);
    expect(axisLabelIndexes(60, 7).length).toBeLessThanOrEqual(7);
  });
  it('labels nothing without bars', () => {
    expect(axisLabelIndexes(0, 7)).toEqual([]);
  });
});
