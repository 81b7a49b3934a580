import { describe, expect, it } from 'vitest';
import { numberTimeZone } from './number-timezone';

describe('numberTimeZone', () => {
  it('maps US and Canadian area codes to their zone', () => {
    expect(numberTimeZone('+12125550100')).toBe('America/New_York');
    expect(numberTimeZone('+13125550100')).toBe('America/Chicago');
    expect(numberTimeZone('+13035550100')).toBe('America/Denver');
    expect(numberTimeZone('+16025550100')).toBe('America/Phoenix');
    expect(numberTimeZone('+14155550100')).toBe('America/Los_Angeles');
    expect(numberTimeZone('+16045550100')).toBe('America/Vancouver');
    expect(numberTimeZone('+14165550100')).toBe('America/Toronto');
    expect(numberTimeZone('+19075550100')).toBe('America/Anchorage');
    expect(numberTimeZone('+18085550100')).toBe('Pacific/Honolulu');
  });
  it('reads national numbers as North American', () => {
    expect(numberTimeZone('(415) 555-0100')).toBe('America/Los_Angeles');
  });
  it('gives a single-zone country its zone and leaves others unknown', () => {
    expect(numberTimeZone('+442079460000')).toBe('Europe/London');
    expect(numberTimeZone('+33142685300')).toBe('Europe/Paris');
    // Brazil and Russia span several zones.
    expect(numberTimeZone('+5511987654321')).toBeNull();
    expect(numberTimeZone('+74951234567')).toBeNull();
  });
  it('is null for an unknown area code or garbage', () => {
    expect(numberTimeZone('+18005550100')).toBeNull();
    expect(numberTimeZone('hello')).toBeNull();
    expect(numberTimeZone('')).toBeNull();
  });
});
