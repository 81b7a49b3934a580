import { describe, expect, it } from 'vitest';
import { checkLayout, type CheckedLayoutField } from './layout-check';

const f = (fieldName: string, type: string, extra: Partial<CheckedLayoutField> = {}): CheckedLayoutField => ({
  fieldName,
  type,
  label: fieldName,
  isStandard: !fieldName.endsWith('__c'),
  defaultValue: null,
  length: null,
  picklistValues: [],
  dependency: null,
  ...extra,
});
const values = (...names: string[]) => names.map((value, id) => ({ value, id }));
const STANDARD = { lastName: 'string', leadStatus: 'picklist', location: 'location' };
const mapping = { A: ['x'], B: ['y'] };
const controller = f('Ctl__c', 'picklist', { picklistValues: values('A', 'B'), dependency: { controller: 'Ctl__c', dependentFields: ['Dep__c'], mapping } });
const dependent = f('Dep__c', 'picklist', { picklistValues: values('x', 'y'), dependency: { controller: 'Ctl__c', dependentFields: [], mapping } });

describe('edited field layout', () => {
  it('accepts a valid layout with a dependent picklist and a status picklist filled by the server', () => {
    expect(checkLayout('lead', [f('lastName', 'string'), f('leadStatus', 'picklist'), controller, dependent], STANDARD)).toBeNull();
  });
  it('uses a field once per entity', () => {
    expect(checkLayout('contact', [f('lastName', 'string'), f('lastName', 'string')], STANDARD)).toBe('The field lastName is used more than once in the contact layout');
  });
  it('keeps standard fields real and typed, custom names ending with __c', () => {
    expect(checkLayout('contact', [f('shoeSize', 'string')], STANDARD)).toBe('shoeSize is not a standard contact field');
    expect(checkLayout('contact', [f('lastName', 'int')], STANDARD)).toBe('lastName is a standard field of type string, not int');
    expect(checkLayout('contact', [f('Shoe', 'string', { isStandard: false })], STANDARD)).toBe('The custom field Shoe must end with __c');
    expect(checkLayout('contact', [f('1bad__c', 'string')], STANDARD)).toMatch(/not a valid field name/);
  });
  it('needs picklist values, unique, with a default among them', () => {
    expect(checkLayout('contact', [f('P__c', 'picklist')], STANDARD)).toBe('P__c needs at least one picklist value');
    expect(
      checkLayout(
        'contact',
        [
          f('P__c', 'multipicklist', {
            picklistValues: [
              { value: 'a', id: 1 },
              { value: 'a', id: 2 },
            ],
          }),
        ],
        STANDARD,
      ),
    ).toBe('P__c has a picklist value twice');
    expect(checkLayout('contact', [f('P__c', 'picklist', { picklistValues: values('a'), defaultValue: 'b' })], STANDARD)).toBe("P__c: the default 'b' is not one of its values");
  });
  it('checks dependencies: a real controlling picklist, mapped values that exist', () => {
    expect(checkLayout('contact', [dependent], STANDARD)).toBe('Dep__c: the controlling field Ctl__c is not a picklist of this layout');
    const badKey = { ...dependent, dependency: { controller: 'Ctl__c', dependentFields: [], mapping: { C: ['x'] } } };
    expect(checkLayout('contact', [controller, badKey], STANDARD)).toBe("Dep__c: the mapping names 'C', which is not a value of Ctl__c");
    const badValue = { ...dependent, dependency: { controller: 'Ctl__c', dependentFields: [], mapping: { A: ['z'] } } };
    expect(checkLayout('contact', [controller, badValue], STANDARD)).toBe("Dep__c: the mapping allows 'z', which is not one of its values");
    expect(checkLayout('contact', [controller], STANDARD)).toBe('Ctl__c: the dependent field Dep__c is not controlled by it');
  });
  it("names a location's children with the __Latitude__s and __Longitude__s suffixes", () => {
    expect(checkLayout('contact', [f('HQ__c', 'location')], STANDARD)).toBeNull();
    const wrong = f('HQ__c', 'location', { advancedOptions: { children: ['HQ_Lat', 'HQ_Lng'] } });
    expect(checkLayout('contact', [wrong], STANDARD)).toBe("HQ__c: a location's children end with __Latitude__s and __Longitude__s");
  });
  it('enforces the integration query limit of the entity', () => {
    const many = Array.from({ length: 90 }, (_, i) => f(`Custom_${String(i).padStart(3, '0')}__c`, 'string')); // 90 * 14 = 1260
    expect(checkLayout('contact', many, STANDARD)).toMatch(/contact limit is 1094/);
    expect(checkLayout('task', many, STANDARD)).toBeNull();
  });
});
