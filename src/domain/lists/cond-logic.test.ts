import { describe, expect, it } from 'vitest';
import { condLogicError, INVALID_COND_LIST_EXPRESSION, INVALID_COND_LIST_USE_ALL_FILTERS, parseCondLogic } from './cond-logic';

describe('advanced condition logic', () => {
  it('accepts AND, OR, parentheses and filter numbers using every filter once', () => {
    expect(condLogicError('1 AND (2 OR 3)', 3)).toBeNull();
    expect(condLogicError('(1 or 2) and 3', 3)).toBeNull();
    expect(condLogicError('1', 1)).toBeNull();
    expect(condLogicError('((1))', 1)).toBeNull();
  });

  it('builds the tree with AND binding tighter than OR', () => {
    const r = parseCondLogic('1 OR 2 AND 3', 3);
    expect(r).toEqual({
      ok: true,
      tree: {
        kind: 'or',
        parts: [
          { kind: 'filter', index: 1 },
          {
            kind: 'and',
            parts: [
              { kind: 'filter', index: 2 },
              { kind: 'filter', index: 3 },
            ],
          },
        ],
      },
    });
  });

  it('gives INVALID_COND_LIST_EXPRESSION for anything else', () => {
    for (const bad of ['1 AND', 'AND 1', '1 2', '(1 AND 2', '1 AND 2)', '1 XOR 2', '1 AND NOT 2', '1; drop table contacts', '()', '1 && 2', '01 AND 2']) {
      expect(condLogicError(bad, 2), bad).toBe(INVALID_COND_LIST_EXPRESSION);
    }
  });

  it('gives INVALID_COND_LIST_EXPRESSION for a filter number that does not exist', () => {
    expect(condLogicError('1 AND 4', 3)).toBe(INVALID_COND_LIST_EXPRESSION);
    expect(condLogicError('0 AND 1', 1)).toBe(INVALID_COND_LIST_EXPRESSION);
  });

  it('gives INVALID_COND_LIST_USE_ALL_FILTERS when a filter is missing or used twice', () => {
    expect(condLogicError('1 AND 2', 3)).toBe(INVALID_COND_LIST_USE_ALL_FILTERS);
    expect(condLogicError('1 AND (2 OR 1)', 2)).toBe(INVALID_COND_LIST_USE_ALL_FILTERS);
  });

  it('gives the use-all-filters message for empty logic with filters', () => {
    expect(condLogicError('', 2)).toBe(INVALID_COND_LIST_USE_ALL_FILTERS);
    expect(condLogicError(null, 1)).toBe(INVALID_COND_LIST_USE_ALL_FILTERS);
    expect(condLogicError('   ', 0)).toBe(INVALID_COND_LIST_EXPRESSION);
  });
});
