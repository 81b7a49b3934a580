import { describe, expect, it } from 'vitest';
import { checkOrderingList, DUPLICATE_ITEM_MESSAGE } from './ordering-list';

describe('ordering list', () => {
  it('rejects a duplicate item name, ignoring case and spaces', () => {
    expect(checkOrderingList(['New', 'Working', ' new '])).toBe('There is already an item with this name. Please use another name.');
    expect(checkOrderingList(['New', 'Working'])).toBeNull();
    expect(DUPLICATE_ITEM_MESSAGE).toMatch(/^There is already/);
  });
  it('keeps the minimum amount, 0 by default', () => {
    expect(checkOrderingList([])).toBeNull();
    expect(checkOrderingList([], 1)).toBe('Minimum amount of list items is 1.');
    expect(checkOrderingList(['A'], 1)).toBeNull();
  });
});
