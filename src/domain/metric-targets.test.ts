import { describe, expect, it } from 'vitest';
import { thresholdsInOrder } from './metric-targets';

describe('gauge thresholds (spec 1 section 9: warning below the warning threshold, error below the error threshold)', () => {
  it('are in order when error <= warning <= target', () => {
    expect(thresholdsInOrder({ target: 60, warning: 45, error: 25 })).toBe(true);
    expect(thresholdsInOrder({ target: 0, warning: 0, error: 0 })).toBe(true);
    expect(thresholdsInOrder({ target: 10, warning: 10, error: 10 })).toBe(true);
  });
  it('are not when the error passes the warning or the warning passes the target', () => {
    expect(thresholdsInOrder({ target: 60, warning: 20, error: 25 })).toBe(false);
    expect(thresholdsInOrder({ target: 40, warning: 45, error: 25 })).toBe(false);
  });
});
