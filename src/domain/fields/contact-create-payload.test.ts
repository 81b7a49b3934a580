import { describe, expect, it } from 'vitest';
import { buildContactCreatePayload, type ContactCreateForm } from './contact-create-payload';
import type { LayoutField } from './field-types';

const form = (over: Partial<ContactCreateForm> = {}): ContactCreateForm => ({
  isLead: false,
  firstName: ' Ada ',
  lastName: 'Lovelace',
  title: '',
  mailingCity: '',
  timezone: '',
  companyName: 'Analytical',
  leadSource: '',
  leadStatusId: null,
  accountId: null,
  ownerId: 3,
  callId: null,
  isCallOptOut: false,
  isEmailOptOut: false,
  phones: [
    { type: 'work', number: '+15550100', isPrimary: true },
    { type: 'mobile', number: ' ', isPrimary: false },
  ],
  emails: [],
  otherFields: {},
  ...over,
});
const custom = (fieldName: string, type: LayoutField['type']): LayoutField => ({ fieldName, type, isStandard: false, isRequired: false, isUpdatable: true });
const now = new Date(2026, 0, 15, 9, 0);

describe('contact create payload', () => {
  it('sends the account only for contacts', () => {
    expect(buildContactCreatePayload(form({ accountId: 9 }), [], now).account).toEqual({ id: 9 });
    expect(buildContactCreatePayload(form({ isLead: true, accountId: 9 }), [], now).account).toBeUndefined();
  });
  it('sends leadStatus only for leads and only when its id > 0', () => {
    expect(buildContactCreatePayload(form({ isLead: true, leadStatusId: 2 }), [], now).leadStatus).toEqual({ id: 2 });
    expect(buildContactCreatePayload(form({ isLead: true, leadStatusId: 0 }), [], now).leadStatus).toBeUndefined();
    expect(buildContactCreatePayload(form({ isLead: false, leadStatusId: 2 }), [], now).leadStatus).toBeUndefined();
  });
  it('carries the call it is created from', () => {
    expect(buildContactCreatePayload(form({ callId: 'c-1' }), [], now).callId).toBe('c-1');
    expect(buildContactCreatePayload(form(), [], now).callId).toBeUndefined();
  });
  it('drops blank phones and trims names', () => {
    const payload = buildContactCreatePayload(form(), [], now);
    expect(payload.phones).toEqual([{ type: 'work', number: '+15550100', isPrimary: true }]);
    expect(payload.firstName).toBe('Ada');
    expect(payload.owner).toBe(3);
  });
  it('sends an unset boolean custom field as false', () => {
    expect(buildContactCreatePayload(form(), [custom('vip__c', 'boolean')], now).otherFields).toEqual({ vip__c: false });
  });
  it("joins multi-picklist values with ';'", () => {
    const payload = buildContactCreatePayload(form({ otherFields: { tags__c: ['A', 'B'] } }), [custom('tags__c', 'multipicklist')], now);
    expect(payload.otherFields.tags__c).toBe('A;B');
  });
  it('sends datetimes as ISO with offset and times as UTC time', () => {
    const payload = buildContactCreatePayload(form({ otherFields: { meet__c: '01/20/2026 03:00 PM', slot__c: '09:30 AM' } }), [custom('meet__c', 'datetime'), custom('slot__c', 'time')], now);
    expect(payload.otherFields.meet__c).toMatch(/^2026-01-20T15:00:00([+-]\d{2}:\d{2}|Z)$/);
    const local = new Date(2026, 0, 15, 9, 30);
    expect(payload.otherFields.slot__c).toBe(`${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}:00`);
  });
  it('leaves out empty custom text fields', () => {
    expect(buildContactCreatePayload(form({ otherFields: { note__c: '  ' } }), [custom('note__c', 'string')], now).otherFields).toEqual({});
  });
});
