import { describe, expect, it } from 'vitest';
import { picklistDisplay } from './picklist-display';

const options = [{ value: 'web', label: 'Web', id: 1 }];

describe('picklist display', () => {
  it('shows the label of a known value', () => {
    expect(picklistDisplay('web', options)).toBe('Web');
  });
  it("shows a value not in its options as the raw value followed by ' *'", () => {
    expect(picklistDisplay('Trade show', options)).toBe('Trade show *');
  });
  it('shows nothing for no value', () => {
    expect(picklistDisplay(null, options)).toBe('');
  });
});
