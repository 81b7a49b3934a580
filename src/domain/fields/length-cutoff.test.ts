import { describe, expect, it } from 'vitest';
import { cutFieldValue, truncateContactName } from './length-cutoff';

describe('length cutoffs', () => {
  it('cuts long values after 19 characters', () => {
    expect(cutFieldValue('a'.repeat(19), 'string')).toBe('a'.repeat(19));
    expect(cutFieldValue('a'.repeat(20), 'string')).toBe(`${'a'.repeat(19)}…`);
  });
  it('cuts phone numbers after 16 characters', () => {
    expect(cutFieldValue('+1 555 010 0000 x12', 'phone')).toBe('+1 555 010 0000 …');
    expect(cutFieldValue('+15550100000', 'phone')).toBe('+15550100000');
  });
  it('truncates contact names at 30 characters', () => {
    expect(truncateContactName('Short Name')).toBe('Short Name');
    expect(truncateContactName('x'.repeat(31))).toBe(`${'x'.repeat(30)}…`);
  });
});
