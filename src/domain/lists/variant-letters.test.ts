import { describe, expect, it } from 'vitest';
import { nextVariantLetter, rotateVariant, variantIndex, variantLetter } from './variant-letters';

describe('variant letters (spec 2 section 3)', () => {
  it('letters variants A, B, ... Z, AA, AB', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(variantLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
  it('reads a letter back to its index', () => {
    for (const i of [0, 1, 25, 26, 51, 52, 702]) expect(variantIndex(variantLetter(i))).toBe(i);
    expect(variantIndex('a')).toBe(-1);
  });
  it('gives a new variant the letter after the highest in use', () => {
    expect(nextVariantLetter([])).toBe('A');
    expect(nextVariantLetter(['A', 'B'])).toBe('C');
    expect(nextVariantLetter(['B'])).toBe('C');
    expect(nextVariantLetter(['Z'])).toBe('AA');
  });
  it('rotates A, B, A, B across contacts, continuing after the last used', () => {
    const picks: number[] = [];
    let last = -1;
    for (let i = 0; i < 5; i++) picks.push((last = rotateVariant(2, last)));
    expect(picks).toEqual([0, 1, 0, 1, 0]);
    expect(rotateVariant(3, 2)).toBe(0);
    expect(rotateVariant(0, -1)).toBe(-1);
  });
});
