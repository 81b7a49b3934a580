import { describe, expect, it } from 'vitest';
import { DEFAULT_CALLER_ID, presentedCallerId, resendWaitMs, verificationCode, verifyMessage, withOtherNumber } from './caller-id';

describe('caller id (spec 3)', () => {
  it('presents a verified other number, else the assigned one', () => {
    expect(presentedCallerId(DEFAULT_CALLER_ID, '+15550100')).toBe('+15550100');
    expect(presentedCallerId({ type: 'other', otherCallerId: '+12025550111', isVerified: false }, '+15550100')).toBe('+15550100');
    expect(presentedCallerId({ type: 'other', otherCallerId: '+12025550111', isVerified: true }, '+15550100')).toBe('+12025550111');
  });

  it('marks the other number unverified when it changes, not when it stays', () => {
    const verified = { type: 'other' as const, otherCallerId: '+12025550111', isVerified: true };
    expect(withOtherNumber(verified, '+12025550111')).toBe(verified);
    expect(withOtherNumber(verified, '+12025550112')).toEqual({ type: 'other', otherCallerId: '+12025550112', isVerified: false });
  });

  it('lets a new code go after the 120000 ms timer', () => {
    expect(resendWaitMs(null, 5000)).toBe(0);
    expect(resendWaitMs(1000, 61_000)).toBe(60_000);
    expect(resendWaitMs(1000, 121_000)).toBe(0);
  });

  it('makes six-digit codes and words TN_VERIFY_ failures, anything else ERROR_VERIFY_PHONE_NUMBER', () => {
    expect(verificationCode(() => 42)).toBe('000042');
    expect(verificationCode((n) => n - 1)).toBe('999999');
    expect(verifyMessage('TN_VERIFY_CODE_INVALID')).toBe('The verification code is not valid.');
    expect(verifyMessage('SOMETHING_ELSE')).toBe('Unable to verify the phone number.');
    expect(verifyMessage(undefined)).toBe('Unable to verify the phone number.');
  });
});
