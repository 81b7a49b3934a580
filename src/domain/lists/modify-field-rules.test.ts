import { describe, expect, it } from 'vitest';
import {
  addModifyField,
  ALLOWED_MODIFY_FIELDS,
  changeModifyFieldEntity,
  changeModifyFieldName,
  DEFAULT_MAX_MODIFY_FIELDS,
  isModifyFieldTypeSupported,
  modifyFieldValueError,
  hasInvalidModifyValue,
  modifyFieldChoices,
  modifyFieldValueToSend,
  type ModifyLayoutField,
  type ModifyFieldEntry,
} from './modify-field-rules';

const now = new Date(2026, 2, 11, 10, 0);
const entry: ModifyFieldEntry = { entity: 'lead', name: 'Title', value: 'CEO' };

describe('modify-field entries', () => {
  it('adds up to the maximum (10 by default) and ignores adding beyond it', () => {
    let entries: readonly ModifyFieldEntry[] = [];
    for (let i = 0; i < 12; i++) entries = addModifyField(entries);
    expect(DEFAULT_MAX_MODIFY_FIELDS).toBe(10);
    expect(entries).toHaveLength(10);
    expect(addModifyField(entries.slice(0, 3), 3)).toHaveLength(3);
  });
  it('clears the name and the value when the entity changes', () => {
    expect(changeModifyFieldEntity(entry, 'contact')).toEqual({ entity: 'contact', name: '', value: null });
    expect(changeModifyFieldEntity(entry, 'lead')).toBe(entry);
  });
  it('clears the value when the field changes', () => {
    expect(changeModifyFieldName(entry, 'Company')).toEqual({ entity: 'lead', name: 'Company', value: null });
  });
  it('offers the allowed default fields', () => {
    expect(ALLOWED_MODIFY_FIELDS).toEqual(['Company', 'FirstName', 'LastName', 'LeadSource', 'LeadStatus', 'Owner', 'Title']);
  });
  it('labels unsupported types', () => {
    expect(isModifyFieldTypeSupported('string')).toBe(true);
    expect(isModifyFieldTypeSupported('location')).toBe(false);
    expect(isModifyFieldTypeSupported('encryptedstring')).toBe(false);
  });
});

describe('modify-field values', () => {
  it('accepts the relative date words and M/d/yyyy', () => {
    for (const ok of ['today', 'tomorrow', 'yesterday', 'last 3 days', 'next 2 hours', '4 days ago', '3/11/2026']) {
      expect(modifyFieldValueError({ type: 'date' }, ok, now)).toBeNull();
    }
    expect(modifyFieldValueError({ type: 'date' }, '2026-03-11', now)).toBe('invalidDate');
    expect(modifyFieldValueError({ type: 'date' }, '3/11/2026 10:30', now)).toBe('invalidDate');
    expect(modifyFieldValueError({ type: 'datetime' }, '3/11/2026 10:30', now)).toBeNull();
  });
  it('accepts 12-hour time with AM/PM and 24-hour time', () => {
    for (const ok of ['9:30 AM', '12:05pm', '21:15', '0:00']) expect(modifyFieldValueError({ type: 'time' }, ok, now)).toBeNull();
    for (const bad of ['13:00 PM', '24:00', '9h30']) expect(modifyFieldValueError({ type: 'time' }, bad, now)).toBe('invalidTime');
  });
  it('keeps numbers within their digit limit and scale', () => {
    const spec = { type: 'double', precision: 5, scale: 2 };
    expect(modifyFieldValueError(spec, '123.45', now)).toBeNull();
    expect(modifyFieldValueError(spec, '1234.5', now)).toBe('tooManyDigits');
    expect(modifyFieldValueError(spec, '1.234', now)).toBe('tooManyDecimals');
    expect(modifyFieldValueError(spec, 'abc', now)).toBe('invalidNumber');
    expect(modifyFieldValueError({ type: 'int', precision: 3 }, '1.5', now)).toBe('invalidNumber');
    expect(modifyFieldValueError({ type: 'int', precision: 3 }, '1000', now)).toBe('tooManyDigits');
  });
  it('sends empty as null and prefixes links with http://', () => {
    expect(modifyFieldValueToSend({ type: 'string' }, '  ')).toBeNull();
    expect(modifyFieldValueToSend({ type: 'url' }, 'example.com')).toBe('http://example.com');
    expect(modifyFieldValueToSend({ type: 'url' }, 'https://example.com')).toBe('https://example.com');
    expect(modifyFieldValueToSend({ type: 'url' }, 'ftp.example.com')).toBe('ftp.example.com');
  });
});

describe('modify-field choices', () => {
  const field = (fieldName: string, type: string, options: Partial<ModifyLayoutField> = {}): ModifyLayoutField => ({
    fieldName,
    label: fieldName.replace('__c', ''),
    type,
    isStandard: false,
    isUpdatable: true,
    picklistValues: [],
    advancedOptions: null,
    ...options,
  });
  const layout = [
    field('FirstName', 'string', { isStandard: true }),
    field('Industry__c', 'picklist', { picklistValues: [{ value: 'Technology', label: 'Technology' }] }),
    field('Score__c', 'double', { advancedOptions: { decimals: 1 } }),
    field('Is_Decision_Maker__c', 'boolean'),
    field('Interests__c', 'multipicklist'),
    field('Legacy_Id__c', 'id', { isUpdatable: false }),
  ];
  it('offers the default fields (lead status on leads only), then the updatable custom fields', () => {
    expect(modifyFieldChoices('contact', layout).map((c) => c.name)).toEqual([
      'Company',
      'FirstName',
      'LastName',
      'LeadSource',
      'Owner',
      'Title',
      'Industry__c',
      'Score__c',
      'Is_Decision_Maker__c',
      'Interests__c',
    ]);
    expect(modifyFieldChoices('lead', []).map((c) => c.name)).toEqual([...ALLOWED_MODIFY_FIELDS]);
  });
  it('types custom values by field type: picklist and boolean choices, decimals as scale, unsupported types marked', () => {
    const byName = new Map(modifyFieldChoices('contact', layout).map((c) => [c.name, c]));
    expect(byName.get('Industry__c')?.picklist).toEqual([{ value: 'Technology', label: 'Technology' }]);
    expect(byName.get('Is_Decision_Maker__c')?.picklist?.map((p) => p.value)).toEqual(['true', 'false']);
    expect(byName.get('Score__c')?.spec).toEqual({ type: 'double', scale: 1 });
    expect(modifyFieldValueError(byName.get('Score__c')!.spec, '1.25', now)).toBe('tooManyDecimals');
    expect(byName.get('Interests__c')?.supported).toBe(false);
    expect(byName.get('Score__c')?.supported).toBe(true);
    expect(byName.get('Company')?.custom).toBe(false);
  });
  it('finds entries whose value the field type refuses', () => {
    const choicesOf = (entity: ModifyFieldEntry['entity']) => modifyFieldChoices(entity, layout);
    expect(hasInvalidModifyValue([{ entity: 'contact', name: 'Score__c', value: '1.5' }], choicesOf, now)).toBe(false);
    expect(
      hasInvalidModifyValue(
        [
          { entity: 'contact', name: 'Title', value: 'x' },
          { entity: 'contact', name: 'Score__c', value: '1.25' },
        ],
        choicesOf,
        now,
      ),
    ).toBe(true);
    expect(hasInvalidModifyValue([{ entity: 'contact', name: 'Unknown__c', value: 'abc' }], choicesOf, now)).toBe(false);
  });
});
