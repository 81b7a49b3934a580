import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, isValidPhoneNumber, NOT_A_VALID_PHONE_NUMBER, parsePhoneEntry, planCountry } from './phone-number-entry';

describe('a typed phone number, read against the dialing plan', () => {
  it('stores a national number of the plan country in E.164', () => {
    expect(parsePhoneEntry('(201) 555-0123')).toEqual({ ok: true, e164: '+12015550123', country: 'US' });
    expect(parsePhoneEntry('201.555.0123', 'US')).toEqual({ ok: true, e164: '+12015550123', country: 'US' });
    expect(parsePhoneEntry('020 7946 0958', 'GB')).toEqual({ ok: true, e164: '+442079460958', country: 'GB' });
    expect(parsePhoneEntry('030 259219111', 'DE')).toMatchObject({ ok: true, e164: '+4930259219111' });
  });

  it('reads an international number whatever the plan, with + or 00', () => {
    expect(parsePhoneEntry('+44 20 7946 0958', 'US')).toEqual({ ok: true, e164: '+442079460958', country: 'GB' });
    expect(parsePhoneEntry('0044 20 7946 0958', 'US')).toEqual({ ok: true, e164: '+442079460958', country: 'GB' });
    expect(parsePhoneEntry('+1 416 555 0123', 'GB')).toEqual({ ok: true, e164: '+14165550123', country: 'CA' });
  });

  it.each(['12345', 'abc', '555-CALL', '', '   ', '+1 555 010 0030', '+1201555012', '+120155501234', '201-555-0123 ext 5', '*72#'])('refuses %j with the spec message', (raw) => {
    expect(parsePhoneEntry(raw)).toEqual({ ok: false, message: NOT_A_VALID_PHONE_NUMBER });
    expect(NOT_A_VALID_PHONE_NUMBER).toBe('Not a valid phone number.');
  });

  it('refuses a national number that is valid only in another country than the plan', () => {
    expect(parsePhoneEntry('020 7946 0958', 'US').ok).toBe(false);
    expect(parsePhoneEntry('(201) 555-0123', 'FR').ok).toBe(false);
  });

  it('falls back to the United States for an unknown plan country', () => {
    expect(planCountry('zz')).toBe('US');
    expect(planCountry(null)).toBe('US');
    expect(planCountry('gb')).toBe('GB');
    expect(isValidPhoneNumber('2015550123', 'ZZ')).toBe(true);
  });
});

describe('a phone number as the product shows it', () => {
  it('shows a number of the user’s own country in national format', () => {
    expect(formatPhoneNumber('+12015550123', 'US')).toBe('(201) 555-0123');
    expect(formatPhoneNumber('+442079460958', 'GB')).toBe('020 7946 0958');
  });

  it('shows a number of any other country in international format', () => {
    expect(formatPhoneNumber('+442079460958', 'US')).toBe('+44 20 7946 0958');
    expect(formatPhoneNumber('+12015550123', 'GB')).toBe('+1 201 555 0123');
    // Canada shares +1 with the United States, but is another country.
    expect(formatPhoneNumber('+14165550123', 'US')).toBe('+1 416 555 0123');
  });

  it('shows a stored number the same way whether it was kept with + or without', () => {
    expect(formatPhoneNumber('2015550123', 'US')).toBe(formatPhoneNumber('+12015550123', 'US'));
  });

  it('shows what is not a telephone number as stored', () => {
    expect(formatPhoneNumber('12345', 'US')).toBe('12345');
    expect(formatPhoneNumber('1001', 'US')).toBe('1001');
    expect(formatPhoneNumber('sip:rep@demo.test', 'US')).toBe('sip:rep@demo.test');
  });
});
