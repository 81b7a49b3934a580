import { describe, expect, it } from 'vitest';
import { headerState, isSelected, noSelection, selectAll, selectedCount, toggle, toggleAll } from './recording-selection';

describe('recording selection (spec 2 section 4)', () => {
  it('tracks the selected ids when not in select-all mode', () => {
    let s = toggle(toggle(noSelection, 'a'), 'b');
    expect(s).toEqual({ mode: 'some', ids: ['a', 'b'] });
    expect(isSelected(s, 'a')).toBe(true);
    expect(isSelected(s, 'c')).toBe(false);
    s = toggle(s, 'a');
    expect(s).toEqual({ mode: 'some', ids: ['b'] });
    expect(selectedCount(s, 100)).toBe(1);
  });

  it('tracks the unselected ids in select-all mode, rows on other pages included', () => {
    let s = toggle(selectAll, 'x');
    expect(s).toEqual({ mode: 'allBut', excluded: ['x'] });
    expect(isSelected(s, 'x')).toBe(false);
    expect(isSelected(s, 'never-seen-row')).toBe(true);
    expect(selectedCount(s, 25)).toBe(24);
    s = toggle(s, 'x');
    expect(s).toEqual({ mode: 'allBut', excluded: [] });
  });

  it('shows the header checkbox as all, some or none', () => {
    expect(headerState(noSelection, 10)).toBe('none');
    expect(headerState(toggle(noSelection, 'a'), 10)).toBe('some');
    expect(headerState(selectAll, 10)).toBe('all');
    expect(headerState(toggle(selectAll, 'a'), 10)).toBe('some');
    expect(headerState(selectAll, 0)).toBe('none');
  });

  it('header click selects all, and clears when all are selected', () => {
    expect(toggleAll(noSelection, 10)).toEqual(selectAll);
    expect(toggleAll(toggle(selectAll, 'a'), 10)).toEqual(selectAll);
    expect(toggleAll(selectAll, 10)).toEqual(noSelection);
  });
});
