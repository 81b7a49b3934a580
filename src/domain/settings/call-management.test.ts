import { describe, expect, it } from 'vitest';
import { DEFAULT_INBOUND_CALL_SETTINGS, e164Of, inboundCallType, isUsUkSgNumber, unansweredCallRoute, isRestrictedNumber, regionNumberProblem } from './call-management';

describe('isUsUkSgNumber (spec 3 section 5, PHONE_NUMBER_USA_UK_SG_ONLY)', () => {
  it('takes US/CA with 11 digits, UK with 12 or 13, Singapore with 10, and empty', () => {
    for (const ok of ['+1 (202) 555-0100', '12025550100', '+44 20 7946 0018', '+447911123456', '+6561234567', '', '  ']) expect(isUsUkSgNumber(ok), ok).toBe(true);
  });

  it('refuses other countries, wrong lengths and text', () => {
    for (const bad of ['2025550100', '+1202555010', '+4420794600', '+44207946001899', '+656123456', '+33142685300', '+49301234567', 'call me', '+1-202-555-01a0'])
      expect(isUsUkSgNumber(bad), bad).toBe(false);
  });

  it('dials the digits with a plus', () => {
    expect(e164Of('+1 (202) 555-0100')).toBe('+12025550100');
  });
});

describe('the call the user did not answer (spec 3 inbound call settings)', () => {
  it('is forwarded when forwarding is on (type other)', () => {
    const settings = { ...DEFAULT_INBOUND_CALL_SETTINGS, isForwardingEnabled: true, forwardingNumber: '+1 202 555 0100' };
    expect(inboundCallType(settings)).toBe('other');
    expect(unansweredCallRoute(settings, 'rep@demo.test')).toEqual({ kind: 'forward', number: '+12025550100' });
  });

  it('goes to voicemail, mailed to the voicemail email or else the user’s own', () => {
    const settings = { ...DEFAULT_INBOUND_CALL_SETTINGS, isMailboxEnabled: true };
    expect(inboundCallType(settings)).toBe('voicemail');
    expect(unansweredCallRoute(settings, 'rep@demo.test')).toEqual({ kind: 'voicemail', email: 'rep@demo.test' });
    expect(unansweredCallRoute({ ...settings, voicemailEmail: ' vm@demo.test ' }, 'rep@demo.test')).toEqual({ kind: 'voicemail', email: 'vm@demo.test' });
  });

  it('ends otherwise', () => {
    expect(inboundCallType(DEFAULT_INBOUND_CALL_SETTINGS)).toBe('none');
    expect(unansweredCallRoute(DEFAULT_INBOUND_CALL_SETTINGS, 'rep@demo.test')).toEqual({ kind: 'end' });
  });
});

describe('restricted numbers in Europe (spec 3 section 5)', () => {
  it('finds premium-rate, shared-cost and personal numbers of the allowed countries, and nothing else', () => {
    for (const n of ['+1 900 555 0100', '+19765550100', '+44 909 879 0000', '+44 845 464 0000', '+44 870 000 0000', '+44 7011 900000', '+65 1900 1234']) expect(isRestrictedNumber(n), n).toBe(true);
    for (const n of ['+1 202 555 0100', '+44 20 7946 0958', '+44 7700 900123', '+65 6555 0127', '']) expect(isRestrictedNumber(n), n).toBe(false);
  });

  it('refuses them only in Europe; empty is allowed', () => {
    expect(regionNumberProblem('+44 909 879 0000', 'europe')).toBe('Premium-rate, shared-cost and personal numbers are not allowed in your region');
    expect(regionNumberProblem('+44 909 879 0000', 'us')).toBeNull();
    expect(regionNumberProblem('+44 20 7946 0958', 'europe')).toBeNull();
    expect(regionNumberProblem(' ', 'europe')).toBeNull();
  });
});
