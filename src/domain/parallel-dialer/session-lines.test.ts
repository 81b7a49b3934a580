import { describe, expect, it } from 'vitest';
import { lineOptions, maximumSessionLines } from './session-lines';

describe('parallel dialer lines (spec 2 section 5)', () => {
  it('takes the due count as the line limit under 5, else 5', () => {
    expect(maximumSessionLines({ dueCount: 3, tenantMaximum: 5, available: 5 })).toBe(3);
    expect(maximumSessionLines({ dueCount: 40, tenantMaximum: 5, available: 5 })).toBe(5);
  });

  it('is never above the tenant maximum nor the lines available', () => {
    expect(maximumSessionLines({ dueCount: 40, tenantMaximum: 4, available: 5 })).toBe(4);
    expect(maximumSessionLines({ dueCount: 40, tenantMaximum: 5, available: 3 })).toBe(3);
  });

  it('offers 2 up to the maximum, at most four options', () => {
    expect(lineOptions(5)).toEqual([2, 3, 4, 5]);
    expect(lineOptions(3)).toEqual([2, 3]);
    expect(lineOptions(1)).toEqual([]);
    expect(lineOptions(9)).toEqual([2, 3, 4, 5]);
  });
});
