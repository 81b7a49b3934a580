import { describe, expect, it } from 'vitest';
import { ALL_FILTERS, taskShows, toggleTypeFilter } from './type-filter';

describe('task type filters', () => {
  it("turning a type on turns 'All' off (All is exclusive with the seven types)", () => {
    expect(toggleTypeFilter(ALL_FILTERS, 'CALL')).toEqual(['CALL']);
  });
  it("turning 'All' on turns every type off", () => {
    expect(toggleTypeFilter(['CALL', 'DEMO'], 'ALL')).toEqual(['ALL']);
  });
  it('types add up in the spec order', () => {
    expect(toggleTypeFilter(['DEMO'], 'CALL')).toEqual(['CALL', 'DEMO']);
  });
  it('turning a type off keeps the others', () => {
    expect(toggleTypeFilter(['CALL', 'DEMO'], 'CALL')).toEqual(['DEMO']);
  });
  it("if no type filter remains on, 'All' is turned back on", () => {
    expect(toggleTypeFilter(['CALL'], 'CALL')).toEqual(['ALL']);
  });
  it('a task shows if All is on', () => {
    expect(taskShows(['ALL'], 'MEETING')).toBe(true);
  });
  it('a task shows if its own type is on, and not otherwise', () => {
    expect(taskShows(['CALL', 'SMS'], 'SMS')).toBe(true);
    expect(taskShows(['CALL', 'SMS'], 'EMAIL')).toBe(false);
  });
});
