import { describe, expect, it } from 'vitest';
import { isInvalidNumber } from './data-quality';

describe('data quality: invalid numbers', () => {
  it('accepts numbers a network routes, in international or national form for the default country', () => {
    expect(isInvalidNumber('+14155552671', 'US')).toBe(false);
    expect(isInvalidNumber('4155552671', 'US')).toBe(false);
    expect(isInvalidNumber('+447911123456', 'US')).toBe(false);
    expect(isInvalidNumber('07911123456', 'GB')).toBe(false);
  });

  it('flags numbers too short, too long, or with an area code that does not exist', () => {
    expect(isInvalidNumber('12345', 'US')).toBe(true);
    expect(isInvalidNumber('+1415555267199', 'US')).toBe(true);
    expect(isInvalidNumber('+11115552671', 'US')).toBe(true);
    expect(isInvalidNumber('', 'US')).toBe(true);
  });
});
