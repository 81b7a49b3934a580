import { describe, expect, it } from 'vitest';
import { copyOfName } from './list-copy-name';

describe('copy-of name', () => {
  it("puts 'Copy of' before the name", () => {
    expect(copyOfName('Q3 prospects')).toBe('Copy of Q3 prospects');
  });
  it('is cut to 500 characters', () => {
    const name = 'x'.repeat(498);
    const copy = copyOfName(name);
    expect(copy).toHaveLength(500);
    expect(copy.startsWith('Copy of x')).toBe(true);
  });
});
