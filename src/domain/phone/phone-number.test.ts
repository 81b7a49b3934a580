import { describe, expect, it } from 'vitest';
import { cleanNumber, isLookupNumber, prepareNumberToDial } from './phone-number';

describe('phone number for a call (spec 1 section 5)', () => {
  it('cleans spaces, dashes, dots and brackets', () => {
    expect(cleanNumber(' (202) 555-0107 ')).toBe('2025550107');
    expect(cleanNumber('+1.202.555.0107')).toBe('+12025550107');
    expect(cleanNumber('0044 7911 123456')).toBe('+447911123456');
    expect(cleanNumber('*72#')).toBe('*72#');
  });

  it('parses against the dialing-plan country, United States +1 by default', () => {
    expect(prepareNumberToDial('(202) 555-0107')).toEqual({ kind: 'ok', number: '+12025550107', national: '2025550107', country: 'US' });
    expect(prepareNumberToDial('7911 123456', 'GB')).toMatchObject({ kind: 'ok', number: '+447911123456' });
    expect(prepareNumberToDial('+44 7911 123456', 'US')).toMatchObject({ kind: 'ok', number: '+447911123456' });
  });

  it('ignores a number that is empty after cleanup', () => {
    expect(prepareNumberToDial('')).toEqual({ kind: 'ignored' });
    expect(prepareNumberToDial(' - () ')).toEqual({ kind: 'ignored' });
  });

  it('retries Italian numbers with a leading zero', () => {
    expect(prepareNumberToDial('6 1234 5678', 'IT')).toMatchObject({ kind: 'ok', number: '+390612345678', country: 'IT' });
    expect(prepareNumberToDial('+39 612345678', 'US')).toMatchObject({ kind: 'ok', number: '+390612345678' });
    // Already valid: kept as it is.
    expect(prepareNumberToDial('06 1234 5678', 'IT')).toMatchObject({ number: '+390612345678' });
  });

  it.each(['911', '112', '1', '99', '+1 911'])('refuses the national number %s of 3 digits or fewer (emergency warning)', (raw) => {
    expect(prepareNumberToDial(raw, raw === '112' ? 'IT' : 'US')).toEqual({ kind: 'emergency' });
  });

  it('dials a 4-digit number that is no telephone-network number as typed', () => {
    expect(prepareNumberToDial('1001')).toEqual({ kind: 'ok', number: '1001', national: '1001', country: null });
  });

  it('accepts lookup numbers of an optional + and 1 to 15 digits only', () => {
    expect(isLookupNumber('1')).toBe(true);
    expect(isLookupNumber('+123456789012345')).toBe(true);
    expect(isLookupNumber('1234567890123456')).toBe(false);
    expect(isLookupNumber('')).toBe(false);
    expect(isLookupNumber('+')).toBe(false);
    expect(isLookupNumber('202-555')).toBe(false);
    expect(isLookupNumber('++1')).toBe(false);
  });
});
