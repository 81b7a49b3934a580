import { describe, expect, it } from 'vitest';
import { openOnArrival } from './contact-arrival';

const contact = {
  isEmailOptOut: false,
  emails: [
    { emailAddress: 'old@acme.test', isPrimary: false },
    { emailAddress: 'ann@acme.test', isPrimary: true },
  ],
  telephones: [{ phoneNumber: '+12025550100', isPrimary: true }],
};

describe('#!/contacts/{id} with email and smsTo (spec 1 section 2)', () => {
  it('opens nothing without them', () => {
    expect(openOnArrival({}, contact)).toEqual({ emailTo: null, smsTo: null });
  });
  it('opens the composer to the given address, or the primary one when the value is not an address', () => {
    expect(openOnArrival({ email: 'old@acme.test' }, contact).emailTo).toBe('old@acme.test');
    expect(openOnArrival({ email: 'true' }, contact).emailTo).toBe('ann@acme.test');
  });
  it('opens no composer for a contact who opted out of email, or who has no address', () => {
    expect(openOnArrival({ email: 'ann@acme.test' }, { ...contact, isEmailOptOut: true }).emailTo).toBeNull();
    expect(openOnArrival({ email: 'true' }, { ...contact, emails: [] }).emailTo).toBeNull();
  });
  it('opens the SMS thread with the given number, or the primary telephone', () => {
    expect(openOnArrival({ smsTo: '+13035550111' }, contact).smsTo).toBe('+13035550111');
    expect(openOnArrival({ smsTo: '' }, contact).smsTo).toBe('+12025550100');
    expect(openOnArrival({ smsTo: 'true' }, { ...contact, telephones: [] }).smsTo).toBeNull();
  });
});
