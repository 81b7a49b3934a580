import { describe, expect, it } from 'vitest';
import { LEAD_STATUS_EVENT } from '@/src/domain/lists/exit-condition';
import { contactChangeEvents, contactColumnsOf, layoutValuesOf, mergeOtherFields, type ContactNameLookups } from './contact-update';

const names: ContactNameLookups = {
  ownerName: async (id) => {
    if (id === 99) throw new Error('Unknown owner');
    return `User ${id}`;
  },
  userName: async (id) => `User ${id}`,
  leadStatusNames: async (ids) => new Map(ids.filter((id) => id !== null).map((id) => [id, `Status ${id}`])),
  accountName: async (id) => `Account ${id}`,
};

describe('a contact update, step by step (PATCH /contacts/:id)', () => {
  it('names the reference keys as the layout does and leaves custom fields and the location to their own checks', () => {
    expect(layoutValuesOf({ firstName: 'Ada', leadStatusId: 3, ownerId: 4, accountId: null, otherFields: { a: 1 }, location: null })).toEqual({
      firstName: 'Ada',
      leadStatus: 3,
      owner: 4,
      account: null,
    });
  });

  it('merges custom fields: null removes a key, keys not sent stay, and says which were sent', () => {
    expect(mergeOtherFields({ Industry__c: 'Tech', Size__c: 10 }, { Industry__c: null, Region__c: 'EU' })).toEqual({ merged: { Size__c: 10, Region__c: 'EU' }, changed: ['Industry__c', 'Region__c'] });
    expect(mergeOtherFields({ a: 1 }, undefined)).toEqual({ merged: { a: 1 }, changed: [] });
  });

  it('writes only the keys the body carries, under their column names, and the custom fields only when some changed', () => {
    const none = { merged: { a: 1 }, changed: [] };
    expect(contactColumnsOf({ title: 'CTO', externalURL: 'https://crm.test/1', isCallOptOut: false }, none)).toEqual({ title: 'CTO', externalUrl: 'https://crm.test/1', isCallOptOut: false });
    // null is a value to write (clears the column); undefined is not sent.
    expect(contactColumnsOf({ accountId: null, leadSource: undefined }, none)).toEqual({ accountId: null });
    expect(contactColumnsOf({}, { merged: { b: 2 }, changed: ['b'] })).toEqual({ otherFields: { b: 2 } });
  });

  it('records owner, lead status and account changes in that order, naming both sides', async () => {
    const row = { ownerId: 1, leadStatusId: 5, accountId: 7 };
    expect(await contactChangeEvents(row, { ownerId: 2, leadStatusId: 6, accountId: 8 }, names)).toEqual([
      { event: 'CHANGE_OWNER', from: 'User 1', to: 'User 2' },
      { event: LEAD_STATUS_EVENT, from: 'Status 5', to: 'Status 6' },
      { event: 'CHANGE_ACCOUNT', from: 'Account 7', to: 'Account 8', accountId: 8 },
    ]);
  });

  it('records nothing for values that did not change, and an account removed as to null', async () => {
    const row = { ownerId: 1, leadStatusId: null, accountId: 7 };
    expect(await contactChangeEvents(row, { ownerId: 1, leadStatusId: null, firstName: 'Ada' }, names)).toEqual([]);
    expect(await contactChangeEvents(row, { accountId: null }, names)).toEqual([{ event: 'CHANGE_ACCOUNT', from: 'Account 7', to: null, accountId: null }]);
  });

  it('refuses an unknown new owner before anything is written', async () => {
    await expect(contactChangeEvents({ ownerId: 1, leadStatusId: null, accountId: null }, { ownerId: 99 }, names)).rejects.toThrow('Unknown owner');
  });
});
