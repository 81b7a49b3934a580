import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from './unread-badge';

describe('the bell’s unread badge', () => {
  it('spells out counts up to 99', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
  });
  it('reads 99+ above 99', () => {
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(1234)).toBe('99+');
  });
});
