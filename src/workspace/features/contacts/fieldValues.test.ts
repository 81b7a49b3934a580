import { describe, expect, it } from 'vitest';
import type { Contact, LayoutField } from '@/src/contract';
import { checkField, contactFieldValues, fieldChoices, updateBodyFor, withOwnerChoices } from './fieldValues';

const f = (fieldName: string, type: LayoutField['type'], over: Partial<LayoutField> = {}): LayoutField => ({
  fieldName,
  label: fieldName,
  type,
  isStandard: false,
  isRequired: false,
  isUpdatable: true,
  defaultValue: null,
  length: null,
  picklistValues: [],
  dependency: null,
  advancedOptions: null,
  section: 'custom',
  order: 0,
  ...over,
});
const contact = {
  id: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  isLead: true,
  companyName: null,
  title: null,
  account: null,
  owner: null,
  leadStatus: { id: 2, name: 'Working' },
  leadSource: null,
  mailingCity: null,
  timezone: null,
  location: null,
  isCallOptOut: false,
  isEmailOptOut: false,
  telephones: [],
  emails: [],
  otherFields: { tags__c: 'A;B', slot__c: '14:30:00' },
  externalId: null,
  externalURL: null,
  socialApps: [],
  createdAt: '2026-01-01T00:00:00Z',
} satisfies Contact;

describe('contact field values', () => {
  const layout = [f('firstName', 'string', { isStandard: true }), f('leadStatus', 'picklist', { isStandard: true }), f('tags__c', 'multipicklist'), f('slot__c', 'time')];
  it('reads standard fields, the lead status id and custom fields in their form shape', () => {
    expect(contactFieldValues(contact, layout)).toEqual({ firstName: 'Ada', leadStatus: '2', tags__c: ['A', 'B'], slot__c: '02:30 PM' });
  });
  it('builds a partial update: standard by name, lead status as id, custom in otherFields', () => {
    expect(updateBodyFor(layout, { firstName: 'Augusta', leadStatus: '3', tags__c: 'C' })).toEqual({ firstName: 'Augusta', leadStatusId: 3, otherFields: { tags__c: 'C' } });
  });
  it('checks required, datetime, time and numbers', () => {
    expect(checkField(f('x', 'string', { isRequired: true }), ' ', {})).toEqual({ ok: false, error: 'required' });
    expect(checkField(f('x', 'datetime'), '1/2/2026 3:00 PM', {})).toEqual({ ok: false, error: 'invalid' });
    expect(checkField(f('x', 'time'), '02:30 PM', {})).toEqual({ ok: true, value: '14:30:00' });
    expect(checkField(f('x', 'int'), '2.5', {})).toEqual({ ok: false, error: 'invalid' });
    expect(checkField(f('x', 'multipicklist'), ['A', 'B'], {})).toEqual({ ok: true, value: 'A;B' });
    expect(checkField(f('x', 'boolean'), null, {})).toEqual({ ok: true, value: false });
  });
  it('filters a dependent picklist by its controller value', () => {
    const state = f('state__c', 'picklist', {
      picklistValues: [
        { value: 'CA', label: 'CA', id: 1 },
        { value: 'ON', label: 'ON', id: 2 },
      ],
      dependency: { controller: 'country__c', dependentFields: [], mapping: { US: ['CA'] } },
    });
    expect(fieldChoices(state, { country__c: 'US' }).map((c) => c.value)).toEqual(['CA']);
  });
});

describe('owner and location fields', () => {
  const location = f('location', 'location', { isStandard: true });
  const hq = f('HQ_Location__c', 'location', { advancedOptions: { children: ['HQ_Location__Latitude__s', 'HQ_Location__Longitude__s'] } });
  const owner = f('owner', 'id', { isStandard: true });
  const placed = {
    ...contact,
    owner: { id: 7, firstName: 'Rae', lastName: 'Rep' },
    location: { latitude: 40.5, longitude: -74 },
    otherFields: { HQ_Location__Latitude__s: 1.5, HQ_Location__Longitude__s: 2 },
  };

  it('reads the owner id and both locations as [latitude, longitude] ([] when unset)', () => {
    expect(contactFieldValues(placed, [owner, location, hq])).toEqual({ owner: '7', location: ['40.5', '-74'], HQ_Location__c: ['1.5', '2'] });
    expect(contactFieldValues(contact, [location, hq])).toEqual({ location: [], HQ_Location__c: [] });
  });

  it('checks a location by its ranges with a specific error', () => {
    expect(checkField(location, ['40.5', '-74'], {})).toEqual({ ok: true, value: { latitude: 40.5, longitude: -74 } });
    expect(checkField(location, ['95', '0'], {})).toEqual({ ok: false, error: 'latitudeRange' });
    expect(checkField(location, ['0', '200'], {})).toEqual({ ok: false, error: 'longitudeRange' });
    expect(checkField(location, ['1', ''], {})).toEqual({ ok: false, error: 'locationPair' });
    expect(checkField(location, [], {})).toEqual({ ok: true, value: null });
  });

  it('sends the owner as ownerId, the standard location whole and a custom location by its children', () => {
    expect(updateBodyFor([owner, location, hq], { owner: '9', location: { latitude: 1, longitude: 2 }, HQ_Location__c: { latitude: -3, longitude: 4 } })).toEqual({
      ownerId: 9,
      location: { latitude: 1, longitude: 2 },
      otherFields: { HQ_Location__Latitude__s: -3, HQ_Location__Longitude__s: 4 },
    });
    expect(updateBodyFor([location, hq], { location: null, HQ_Location__c: null })).toEqual({ location: null, otherFields: { HQ_Location__Latitude__s: null, HQ_Location__Longitude__s: null } });
  });

  it("makes the owner a required picklist of the tenant's users", () => {
    const [picker] = withOwnerChoices([owner], [{ id: 7, firstName: 'Rae', lastName: 'Rep' }]);
    expect(picker).toMatchObject({ type: 'picklist', isRequired: true, picklistValues: [{ value: '7', label: 'Rae Rep', id: 7 }] });
  });
});
