import { describe, expect, it } from 'vitest';
import { isMultipicklistValid, joinMultipicklist, splitMultipicklist } from './multipicklist';

describe('multi-picklist', () => {
  it("joins values with ';'", () => {
    expect(joinMultipicklist(['Red', 'Green', 'Blue'])).toBe('Red;Green;Blue');
    expect(joinMultipicklist([])).toBe('');
  });
  it("splits a stored ';' text back into values", () => {
    expect(splitMultipicklist('Red;Green')).toEqual(['Red', 'Green']);
    expect(splitMultipicklist('')).toEqual([]);
    expect(splitMultipicklist(null)).toEqual([]);
  });
  it('needs at least one value when required', () => {
    expect(isMultipicklistValid({ required: true, values: [], dependent: false, filteredChoices: 3 })).toBe(false);
    expect(isMultipicklistValid({ required: true, values: ['A'], dependent: false, filteredChoices: 3 })).toBe(true);
  });
  it('is valid empty when not required', () => {
    expect(isMultipicklistValid({ required: false, values: [], dependent: false, filteredChoices: 3 })).toBe(true);
  });
  it('is valid empty when dependent with no filtered choices', () => {
    expect(isMultipicklistValid({ required: true, values: [], dependent: true, filteredChoices: 0 })).toBe(true);
    expect(isMultipicklistValid({ required: true, values: [], dependent: true, filteredChoices: 2 })).toBe(false);
  });
});
