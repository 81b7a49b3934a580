import { describe, expect, it } from 'vitest';
import { parentState, reconcile, selectedAt, setSelected, stateOf, toggleSelected, touchedAt, type SelectionNode } from './selection-tree';

// all > list 1 (steps 1a, 1b with variants 1bA, 1bB) and list 2 (no children)
const tree: SelectionNode = { id: 'all', children: [{ id: 'l1', children: [{ id: 's1a' }, { id: 's1b', children: [{ id: 'v1bA' }, { id: 'v1bB' }] }] }, { id: 'l2' }] };

describe('selection tree', () => {
  it('a parent is selected if all children are, partial if some are or any child is partial, none otherwise', () => {
    expect(parentState(['selected', 'selected'])).toBe('selected');
    expect(parentState(['selected', 'none'])).toBe('partial');
    expect(parentState(['partial', 'partial'])).toBe('partial');
    expect(parentState(['none', 'partial'])).toBe('partial');
    expect(parentState(['none', 'none'])).toBe('none');
  });

  it('checking a leaf propagates up to its parents as partial', () => {
    const s = setSelected(tree, {}, 'v1bA', true);
    expect(stateOf(s, 'v1bA')).toBe('selected');
    expect(stateOf(s, 's1b')).toBe('partial');
    expect(stateOf(s, 'l1')).toBe('partial');
    expect(stateOf(s, 'all')).toBe('partial');
    expect(stateOf(s, 'l2')).toBe('none');
  });

  it('checking every child makes the parent selected, up the tree', () => {
    let s = setSelected(tree, {}, 'v1bA', true);
    s = setSelected(tree, s, 'v1bB', true);
    expect(stateOf(s, 's1b')).toBe('selected');
    expect(stateOf(s, 'l1')).toBe('partial');
    s = setSelected(tree, s, 's1a', true);
    expect(stateOf(s, 'l1')).toBe('selected');
    expect(stateOf(s, 'all')).toBe('partial');
    s = setSelected(tree, s, 'l2', true);
    expect(stateOf(s, 'all')).toBe('selected');
  });

  it("a parent's change propagates down to every descendant", () => {
    const s = setSelected(tree, {}, 'l1', true);
    expect(['s1a', 's1b', 'v1bA', 'v1bB'].map((id) => stateOf(s, id))).toEqual(['selected', 'selected', 'selected', 'selected']);
    const cleared = setSelected(tree, setSelected(tree, {}, 'all', true), 'all', false);
    expect(Object.values(cleared).every((v) => v === 'none')).toBe(true);
  });

  it('clearing one child of a selected parent leaves it partial', () => {
    const s = setSelected(tree, setSelected(tree, {}, 'all', true), 'v1bB', false);
    expect(stateOf(s, 's1b')).toBe('partial');
    expect(stateOf(s, 'l1')).toBe('partial');
    expect(stateOf(s, 'all')).toBe('partial');
    expect(stateOf(s, 'l2')).toBe('selected');
  });

  it('a click selects a partial node and clears a selected one', () => {
    const partial = setSelected(tree, {}, 's1a', true);
    const s = toggleSelected(tree, partial, 'l1');
    expect(stateOf(s, 'l1')).toBe('selected');
    expect(stateOf(toggleSelected(tree, s, 'l1'), 'l1')).toBe('none');
  });

  it('an unknown id changes nothing', () => {
    const s = setSelected(tree, {}, 'l2', true);
    expect(setSelected(tree, s, 'nope', true)).toBe(s);
  });

  it('children shown after their parent was selected come in selected', () => {
    const collapsed: SelectionNode = { id: 'all', children: [{ id: 'l1' }, { id: 'l2' }] };
    const s = setSelected(collapsed, {}, 'l1', true);
    const expanded = reconcile(tree, s);
    expect(stateOf(expanded, 's1a')).toBe('selected');
    expect(stateOf(expanded, 'v1bB')).toBe('selected');
    expect(stateOf(expanded, 'l1')).toBe('selected');
    expect(stateOf(expanded, 'all')).toBe('partial');
  });

  it('lists the touched (selected or partial) and fully selected nodes at a depth', () => {
    const s = setSelected(tree, {}, 'v1bA', true);
    expect(touchedAt(tree, s)).toEqual(['l1']);
    expect(selectedAt(tree, s)).toEqual([]);
    const both = setSelected(tree, s, 'l2', true);
    expect(touchedAt(tree, both)).toEqual(['l1', 'l2']);
    expect(selectedAt(tree, both)).toEqual(['l2']);
    expect(touchedAt(tree, both, 3)).toEqual(['v1bA']);
  });
});
