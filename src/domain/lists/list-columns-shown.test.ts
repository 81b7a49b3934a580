import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOWN_COLUMNS, isColumnShown, toggleColumnShown } from './list-columns-shown';

describe('list contacts columns shown', () => {
  it('shows the default columns and hides the others when nothing is saved', () => {
    for (const key of DEFAULT_SHOWN_COLUMNS) expect(isColumnShown(key, [])).toBe(true);
    expect(isColumnShown('timezone', [])).toBe(false);
    expect(isColumnShown('other.Region__c', [])).toBe(false);
  });

  it('keeps the meaning of a view saved as plain hidden keys', () => {
    expect(isColumnShown('email', ['email', 'timezone'])).toBe(false);
    expect(isColumnShown('title', ['email', 'timezone'])).toBe(true);
    expect(isColumnShown('timezone', ['email', 'timezone'])).toBe(false);
  });

  it('never hides the name column', () => {
    expect(isColumnShown('name', ['name'])).toBe(true);
  });

  it('hiding a default column saves its key; showing it again saves nothing', () => {
    const hidden = toggleColumnShown('email', []);
    expect(hidden).toEqual(['email']);
    expect(isColumnShown('email', hidden)).toBe(false);
    expect(toggleColumnShown('email', hidden)).toEqual([]);
  });

  it('showing a column hidden by default saves it marked; hiding it again saves nothing', () => {
    const shown = toggleColumnShown('timezone', ['email']);
    expect(shown).toEqual(['email', '+timezone']);
    expect(isColumnShown('timezone', shown)).toBe(true);
    expect(isColumnShown('email', shown)).toBe(false);
    expect(toggleColumnShown('timezone', shown)).toEqual(['email']);
  });
});
