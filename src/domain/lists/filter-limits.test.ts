import { describe, expect, it } from 'vitest';
import { canAddFilter, canAddSubfilter, canAddXfilter, conditionLimit, DEFAULT_CONDITION_LIMIT } from './filter-limits';

const limits = { maxFilters: 3, maxXfilters: 2, maxSubxfilters: 1 };

describe('filter limits from metadata', () => {
  it('allows filters up to maxFilters', () => {
    expect(canAddFilter(2, limits)).toBe(true);
    expect(canAddFilter(3, limits)).toBe(false);
  });
  it('allows xfilters up to maxXfilters and subfilters up to maxSubxfilters', () => {
    expect(canAddXfilter(1, limits)).toBe(true);
    expect(canAddXfilter(2, limits)).toBe(false);
    expect(canAddSubfilter(0, limits)).toBe(true);
    expect(canAddSubfilter(1, limits)).toBe(false);
  });
  it('uses the condition limit 1000 when none is typed', () => {
    expect(DEFAULT_CONDITION_LIMIT).toBe(1000);
    expect(conditionLimit('')).toBe(1000);
    expect(conditionLimit(null)).toBe(1000);
    expect(conditionLimit('0')).toBe(1000);
    expect(conditionLimit('250')).toBe(250);
  });
});
