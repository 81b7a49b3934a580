import { describe, expect, it } from 'vitest';
import { effectiveRingingLength } from './ringing-length';

describe('maximum ringing length (spec 3: between 15 and 45; spec 2: default 30 s)', () => {
  it('keeps a stored length between 15 and 45', () => {
    expect([15, 30, 45].map(effectiveRingingLength)).toEqual([15, 30, 45]);
  });
  it('brings a stored length outside 15-45 to the nearest bound', () => {
    expect([0, 12, 14, 46, 600].map(effectiveRingingLength)).toEqual([15, 15, 15, 45, 45]);
  });
  it('is 30 s when none is stored', () => {
    expect([undefined, null, Number.NaN].map(effectiveRingingLength)).toEqual([30, 30, 30]);
  });
});
