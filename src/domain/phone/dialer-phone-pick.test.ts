import { describe, expect, it } from 'vitest';
import { phoneFieldOfType, pickDialerPhone } from './dialer-phone-pick';

const base = { isLead: false, contactPhoneField: null, leadPhoneField: null, dialingPlanCountry: 'US' } as const;
const work = { number: '+12125550100', type: 'work', isPrimary: true };
const mobile = { number: '(415) 555-0107', type: 'mobile', isPrimary: false };

describe('pickDialerPhone', () => {
  it('no phones: no phone number', () => {
    expect(pickDialerPhone([], base)).toEqual({ number: null, targetPhoneType: null, error: 'no phone number' });
  });
  it('no field set: the primary phone, else the first', () => {
    expect(pickDialerPhone([mobile, work], base)).toEqual({ number: '+12125550100', targetPhoneType: 'Phone', error: null });
    expect(pickDialerPhone([mobile, { ...work, isPrimary: false }], base)).toEqual({ number: '+14155550107', targetPhoneType: 'MobilePhone', error: null });
  });
  it('the contact field picks the phone by type; the lead field for leads', () => {
    expect(pickDialerPhone([work, mobile], { ...base, contactPhoneField: 'MobilePhone', leadPhoneField: 'Phone' })).toMatchObject({ number: '+14155550107', targetPhoneType: 'MobilePhone' });
    expect(pickDialerPhone([work, mobile], { ...base, isLead: true, contactPhoneField: 'MobilePhone', leadPhoneField: 'Phone' })).toMatchObject({ number: '+12125550100', targetPhoneType: 'Phone' });
  });
  it('field set but no phone of that type: not available', () => {
    expect(pickDialerPhone([work], { ...base, contactPhoneField: 'OtherPhone' })).toEqual({ number: null, targetPhoneType: 'OtherPhone', error: 'not available' });
  });
  it('field set and phones of unknown types: could not determine phone type', () => {
    expect(pickDialerPhone([{ number: '+12125550100', type: 'fax', isPrimary: true }], { ...base, contactPhoneField: 'MobilePhone' }).error).toBe('could not determine phone type');
  });
  it('a number that cannot be dialled: invalid phone number', () => {
    expect(pickDialerPhone([{ number: 'call me', type: 'work', isPrimary: true }], base)).toEqual({ number: 'call me', targetPhoneType: 'Phone', error: 'invalid phone number' });
    expect(pickDialerPhone([{ number: '12', type: 'work', isPrimary: true }], base).error).toBe('invalid phone number');
  });
  it('maps phone types case-insensitively', () => {
    expect(phoneFieldOfType('Mobile')).toBe('MobilePhone');
    expect(phoneFieldOfType('HOME')).toBe('OtherPhone');
    expect(phoneFieldOfType('pager')).toBeNull();
  });
});
