import { describe, expect, it } from 'vitest';
import { layoutField, picklist } from './default-layouts';
import { checkFieldValue, checkLocationChild, locationChildOf } from './field-value-rules';

const f = (type: Parameters<typeof layoutField>[2], extra: Parameters<typeof layoutField>[3] = {}) => layoutField('X__c', 'X', type, extra);
const mapping = { Technology: ['Software', 'Hardware'], Retail: ['Stores'] };
const sub = f('picklist', { picklistValues: picklist(['Software', 'Hardware', 'Stores']), dependency: { controller: 'Industry__c', dependentFields: [], mapping } });

describe('field values against their layout entry (spec 1 section 5)', () => {
  it('requires a value only when the field is required', () => {
    expect(checkFieldValue(f('string', { isRequired: true }), '')).toBe('X is required');
    expect(checkFieldValue(f('string', { isRequired: true }), null)).toBe('X is required');
    expect(checkFieldValue(f('string'), null)).toBeNull();
  });

  it('stores datetimes as ISO with offset and times as HH:mm:00', () => {
    expect(checkFieldValue(f('datetime'), '2026-11-21T14:30:00.000Z')).toBeNull();
    expect(checkFieldValue(f('datetime'), '2026-11-21T14:30:00-05:00')).toBeNull();
    expect(checkFieldValue(f('datetime'), '11/21/2026 02:30 PM')).not.toBeNull();
    expect(checkFieldValue(f('time'), '14:30:00')).toBeNull();
    expect(checkFieldValue(f('time'), '14:30:15')).not.toBeNull();
    expect(checkFieldValue(f('time'), '2:30 PM')).not.toBeNull();
  });

  it('checks dates, numbers, booleans, emails and phones', () => {
    expect(checkFieldValue(f('date'), '2026-02-29')).not.toBeNull();
    expect(checkFieldValue(f('date'), '2028-02-29')).toBeNull();
    expect(checkFieldValue(f('int'), 3.5)).toBe('X must be a whole number');
    expect(checkFieldValue(f('currency'), 19.99)).toBeNull();
    expect(checkFieldValue(f('percent'), '50')).toBe('X must be a number');
    expect(checkFieldValue(f('boolean'), 'true')).toBe('X must be true or false');
    expect(checkFieldValue(f('email'), 'a@b.example')).toBeNull();
    expect(checkFieldValue(f('email'), 'a@b')).not.toBeNull();
    expect(checkFieldValue(f('phone'), '+1 (201) 555-0100')).toBeNull();
    expect(checkFieldValue(f('phone'), '1234567890123456')).not.toBeNull();
  });

  it('joins multipicklist values with ; and checks each', () => {
    const multi = f('multipicklist', { picklistValues: picklist(['A', 'B']) });
    expect(checkFieldValue(multi, 'A;B')).toBeNull();
    expect(checkFieldValue(multi, 'A;C')).toBe("X: 'C' is not one of its values");
  });

  it('filters a dependent picklist by the controlling value mapping', () => {
    expect(checkFieldValue(sub, 'Software', 'Technology')).toBeNull();
    expect(checkFieldValue(sub, 'Stores', 'Technology')).toBe("X: 'Stores' is not allowed for Industry__c 'Technology'");
    expect(checkFieldValue(sub, 'Stores', null)).not.toBeNull();
  });

  it('cuts text at the field length', () => {
    expect(checkFieldValue(f('string', { length: 5 }), 'abcdef')).toBe('X is longer than 5 characters');
    expect(checkFieldValue(f('textarea', { length: 5 }), 'abcde')).toBeNull();
  });

  it('finds location children by the __Latitude__s / __Longitude__s suffix and bounds them', () => {
    const loc = layoutField('HQ__c', 'HQ', 'location', { isStandard: false });
    expect(locationChildOf([loc], 'HQ__Latitude__s')).toEqual({ field: loc, axis: 'latitude' });
    expect(locationChildOf([loc], 'HQ__Longitude__s')?.axis).toBe('longitude');
    expect(locationChildOf([loc], 'Other__Latitude__s')).toBeNull();
    expect(checkLocationChild('HQ', 'latitude', 91)).not.toBeNull();
    expect(checkLocationChild('HQ', 'longitude', -180)).toBeNull();
  });
});
