import { describe, expect, it } from 'vitest';
import { defaultsToSend, fieldOfColumn, guessMapping, requiredWithoutValue, setColumnField, unmappedRequired } from './import-mapping';

const fields = [
  { fieldName: 'firstName', label: 'First Name', isRequired: false },
  { fieldName: 'lastName', label: 'Last Name', isRequired: true },
  { fieldName: 'email', label: 'Email', isRequired: false },
  { fieldName: 'phone', label: 'Phone', isRequired: false },
  { fieldName: 'mobilePhone', label: 'Mobile phone', isRequired: false },
  { fieldName: 'Contact_Role__c', label: 'Contact Role', isRequired: true },
];

describe('the import mapping', () => {
  it('maps headers by label, field name or a common synonym, each column once', () => {
    expect(guessMapping(['Given name', 'SURNAME', 'E-mail', 'Cell', 'Contact role', 'Notes', 'Email'], fields)).toEqual({ firstName: 0, lastName: 1, email: 2, mobilePhone: 3, Contact_Role__c: 4 });
    expect(guessMapping(['a', 'b'], fields)).toEqual({});
  });

  it('edits per column: a field moves to the column it is given, and a column holds one field', () => {
    const mapping = { firstName: 0, lastName: 1 };
    expect(setColumnField(mapping, 2, 'firstName')).toEqual({ lastName: 1, firstName: 2 });
    expect(setColumnField(mapping, 1, 'email')).toEqual({ firstName: 0, email: 1 });
    expect(setColumnField(mapping, 0, null)).toEqual({ lastName: 1 });
    expect(fieldOfColumn(mapping, 1)).toBe('lastName');
    expect(fieldOfColumn(mapping, 5)).toBeNull();
  });

  it('names the required fields no column fills', () => {
    expect(unmappedRequired({ lastName: 0 }, fields).map((f) => f.fieldName)).toEqual(['Contact_Role__c']);
  });
});

describe('defaults for the fields a file lacks', () => {
  it('a required field without a column is still missing until it has a non-blank default', () => {
    const mapping = { firstName: 0, lastName: 1 };
    expect(requiredWithoutValue(mapping, {}, fields).map((f) => f.fieldName)).toEqual(['Contact_Role__c']);
    expect(requiredWithoutValue(mapping, { Contact_Role__c: '  ' }, fields).map((f) => f.fieldName)).toEqual(['Contact_Role__c']);
    expect(requiredWithoutValue(mapping, { Contact_Role__c: 'Champion' }, fields)).toEqual([]);
  });
  it('sends only the trimmed, non-blank defaults of fields no column fills', () => {
    expect(defaultsToSend({ lastName: 1, email: 2 }, { Contact_Role__c: ' Champion ', email: 'x@y.test', phone: ' ' })).toEqual({ Contact_Role__c: 'Champion' });
  });
});
