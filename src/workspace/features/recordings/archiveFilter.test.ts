import { describe, expect, it } from 'vitest';
import { defaultFilterState, restoreFilterState, searchOf } from './archiveFilter';

const now = new Date(2026, 10, 25, 15, 30);

describe('archive filters', () => {
  it('defaults to the last month', () => {
    expect(defaultFilterState(now)).toEqual({ start: '2026-10-25', end: '2026-11-25', direction: null, minDuration: null, userId: null, callResult: null });
  });

  it('searches from the start of the first day to the end of the last, with only the filters set', () => {
    const search = searchOf({ ...defaultFilterState(now), direction: 'in', minDuration: 30 }, true);
    expect(search).toEqual({
      ok: true,
      filter: { start: new Date(2026, 9, 25).toISOString(), end: new Date(2026, 10, 25, 23, 59, 59, 999).toISOString(), library: true, direction: 'in', minDuration: 30 },
    });
  });

  it('sends nothing for a reversed range or one over 3 months, with the spec messages', () => {
    expect(searchOf({ ...defaultFilterState(now), start: '2026-11-26', end: '2026-11-25' }, false)).toEqual({ ok: false, message: 'Start date must be before end date' });
    expect(searchOf({ ...defaultFilterState(now), start: '2026-08-25', end: '2026-11-25' }, false).ok).toBe(true);
    expect(searchOf({ ...defaultFilterState(now), start: '2026-08-24', end: '2026-11-25' }, false)).toEqual({ ok: false, message: "Start date and end date can't be more than 3 months apart" });
  });

  it('restores a saved state, and the default range when the saved one no longer searches', () => {
    expect(restoreFilterState({ direction: 'out', start: '2026-11-01', end: '2026-11-10' }, now)).toMatchObject({ direction: 'out', start: '2026-11-01', end: '2026-11-10' });
    expect(restoreFilterState({ start: '2025-01-01', end: '2026-11-10' }, now)).toMatchObject({ start: '2026-10-25', end: '2026-11-25' });
    expect(restoreFilterState('junk', now)).toEqual(defaultFilterState(now));
  });
});
