import { describe, expect, it } from 'vitest';
import { smsLength, smsSegments, validateSms } from './sms-rules';

describe('SMS segments (spec 1 sections 5 and 9)', () => {
  it('is 1 segment up to 160, 2 up to 306, else 3', () => {
    expect(smsSegments(0)).toBe(1);
    expect(smsSegments(160)).toBe(1);
    expect(smsSegments(161)).toBe(2);
    expect(smsSegments(306)).toBe(2);
    expect(smsSegments(307)).toBe(3);
    expect(smsSegments(459)).toBe(3);
  });

  it('counts a newline as an extra character in a textarea', () => {
    expect(smsLength('a\nb')).toBe(4);
    expect(smsLength('a\nb', false)).toBe(3);
    expect(smsSegments(smsLength('x'.repeat(159) + '\n'))).toBe(2);
  });
});

describe('SMS validation (spec 1 section 5)', () => {
  const ok = { to: '+15550100', from: '+15550199', body: 'hello' };
  it('accepts a complete SMS of up to 459 characters', () => {
    expect(validateSms(ok)).toBeNull();
    expect(validateSms({ ...ok, body: 'x'.repeat(459) })).toBeNull();
  });
  it('rejects a body over 459 characters (SMS_SEND_ERROR_BODY_LIMIT), newlines counted twice', () => {
    expect(validateSms({ ...ok, body: 'x'.repeat(460) })).toBe('SMS_SEND_ERROR_BODY_LIMIT');
    expect(validateSms({ ...ok, body: 'x'.repeat(458) + '\n' })).toBe('SMS_SEND_ERROR_BODY_LIMIT');
  });
  it('rejects a missing recipient (SMS_SEND_ERROR_NO_TO) and sender (SMS_SEND_ERROR_NO_FROM)', () => {
    expect(validateSms({ ...ok, to: ' ' })).toBe('SMS_SEND_ERROR_NO_TO');
    expect(validateSms({ ...ok, to: null })).toBe('SMS_SEND_ERROR_NO_TO');
    expect(validateSms({ ...ok, from: '' })).toBe('SMS_SEND_ERROR_NO_FROM');
  });
});
