import { describe, expect, it } from 'vitest';
import type { LayoutField } from '@/src/contract';
import { accountSaveBody, accountWindowFields } from './accountForm';

const custom = (fieldName: string, type: LayoutField['type'], isUpdatable = true): LayoutField => ({
  fieldName,
  label: fieldName,
  type,
  isStandard: false,
  isRequired: false,
  isUpdatable,
  defaultValue: null,
  length: null,
  picklistValues: [],
  dependency: null,
  advancedOptions: null,
  section: 'custom',
  order: 1,
});

describe('account window', () => {
  const fields = accountWindowFields([custom('tier__c', 'picklist'), custom('legacyId__c', 'string', false)]);
  it('saves only updatable fields on update; an unset custom picklist is cleared', () => {
    expect(accountSaveBody(fields, { name: ' Acme ', shippingCity: '', legacyId__c: 'L1' }, 'update')).toEqual({
      name: 'Acme',
      shippingStreet: null,
      shippingCity: null,
      shippingState: null,
      shippingPostalCode: null,
      shippingCountry: null,
      otherFields: { tier__c: null },
    });
  });
  it('saves every field on create', () => {
    expect(accountSaveBody(fields, { name: 'Acme', legacyId__c: 'L1', tier__c: 'Gold' }, 'create').otherFields).toEqual({ tier__c: 'Gold', legacyId__c: 'L1' });
  });
});
