import { describe, expect, it } from 'vitest';
import { isSmsCapableNumber } from './sms-recipient';

describe('a number that can take an SMS', () => {
  it('is a valid mobile or fixed-line-or-mobile number', () => {
    expect(isSmsCapableNumber('+491701234567')).toBe(true);
    expect(isSmsCapableNumber('+447911123456')).toBe(true);
    expect(isSmsCapableNumber('+13035550142')).toBe(true);
    expect(isSmsCapableNumber('(303) 555-0142', 'US')).toBe(true);
  });

  it('is not a short, malformed or impossible number', () => {
    expect(isSmsCapableNumber('12345', 'US')).toBe(false);
    expect(isSmsCapableNumber('abc', 'US')).toBe(false);
    expect(isSmsCapableNumber('+13031234567')).toBe(false);
    expect(isSmsCapableNumber('')).toBe(false);
  });

  it('is not a landline or toll-free number', () => {
    expect(isSmsCapableNumber('+4930259219111')).toBe(false);
    expect(isSmsCapableNumber('+442079460000')).toBe(false);
    expect(isSmsCapableNumber('+18005551234')).toBe(false);
  });

  it('reads a national number with the dialing plan’s country, and ignores a malformed country', () => {
    expect(isSmsCapableNumber('0170 1234567', 'DE')).toBe(true);
    expect(isSmsCapableNumber('0170 1234567', 'us')).toBe(false);
  });
});
