import { describe, expect, it } from 'vitest';
import { defaultContactKind, prefillContactCreate, splitName } from './contact-create-prefill';

describe('contact create prefill', () => {
  it('defaults the type to contact when the user may create contacts, otherwise lead', () => {
    expect(defaultContactKind(undefined, ['contact.create'])).toBe('contact');
    expect(defaultContactKind(undefined, [])).toBe('lead');
    expect(defaultContactKind('contact', [])).toBe('lead');
    expect(defaultContactKind('lead', ['contact.create'])).toBe('lead');
  });
  it('splits the name so the last word is the last name and the rest the first name', () => {
    expect(splitName('Mary Ann  van Dyke')).toEqual({ firstName: 'Mary Ann van', lastName: 'Dyke' });
    expect(splitName('Cher')).toEqual({ firstName: '', lastName: 'Cher' });
    expect(splitName(undefined)).toEqual({ firstName: '', lastName: '' });
  });
  it('prefills phone, callId, accountId and the owner', () => {
    expect(prefillContactCreate({ phone: '+15550100', callId: 'abc', accountId: '7', name: 'Ada Lovelace', type: 'lead' }, { userId: 4, capList: ['contact.create'] })).toEqual({
      type: 'lead',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+15550100',
      callId: 'abc',
      accountId: 7,
      ownerId: 4,
    });
  });
  it('ignores an account id that is not a positive integer', () => {
    expect(prefillContactCreate({ accountId: 'x' }, { userId: 1, capList: [] }).accountId).toBeNull();
  });
});
