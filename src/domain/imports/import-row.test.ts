import { describe, expect, it } from 'vitest';
import { dedupeKeyOf, readImportRow, rowNumberOf } from './import-row';

const mapping = { firstName: 0, lastName: 1, email: 2, phone: 3, mobilePhone: 4, Contact_Role__c: 5, Employees__c: 6, Do_Not_Mail__c: 7 };
const custom = [
  { fieldName: 'Contact_Role__c', type: 'picklist' },
  { fieldName: 'Employees__c', type: 'int' },
  { fieldName: 'Do_Not_Mail__c', type: 'boolean' },
];

describe('reading a CSV row as a contact', () => {
  it('fills the mapped fields, cleans the email and numbers, and types custom fields by the layout', () => {
    const result = readImportRow([' Ada ', 'Lovelace', 'ADA@Example.test', '(303) 555-0101', '', 'Champion', '1,200', 'Yes'], mapping, custom);
    expect(result).toEqual({
      ok: true,
      row: {
        standard: { firstName: 'Ada', lastName: 'Lovelace' },
        otherFields: { Contact_Role__c: 'Champion', Employees__c: 1200, Do_Not_Mail__c: true },
        email: 'ada@example.test',
        phone: '+13035550101',
        mobilePhone: null,
      },
    });
  });

  it('gives a field no column fills its default on every row, typed by the layout; a mapped column wins', () => {
    const byName = { firstName: 0, lastName: 1 };
    const defaults = { Contact_Role__c: ' Champion ', Employees__c: '50' };
    expect(readImportRow(['Ada', 'Lovelace'], byName, custom, undefined, defaults)).toMatchObject({ ok: true, row: { otherFields: { Contact_Role__c: 'Champion', Employees__c: 50 } } });
    expect(readImportRow(['Alan', 'Turing'], byName, custom, undefined, defaults)).toMatchObject({ ok: true, row: { otherFields: { Contact_Role__c: 'Champion', Employees__c: 50 } } });
    expect(readImportRow(['Ada', 'Lovelace', '', '', '', 'Economic Buyer'], { ...byName, Contact_Role__c: 5 }, custom, undefined, defaults)).toMatchObject({
      ok: true,
      row: { otherFields: { Contact_Role__c: 'Economic Buyer' } },
    });
  });

  it('rejects a row without a name, with a bad email or a bad number, with the reason the contact form gives', () => {
    expect(readImportRow(['', '', 'a@b.test'], mapping, custom)).toEqual({ ok: false, reason: 'A first or last name is required' });
    expect(readImportRow(['A', 'B', 'not-an-email'], mapping, custom)).toEqual({ ok: false, reason: 'Not a valid email address.' });
    expect(readImportRow(['A', 'B', '', '555-CALL-NOW'], mapping, custom)).toEqual({ ok: false, reason: 'Not a valid phone number.' });
    expect(readImportRow(['A', 'B', '', '', '+1 234 567 890 123 456'], mapping, custom)).toEqual({ ok: false, reason: 'Not a valid phone number.' });
    expect(readImportRow(['A', 'B', '', '12345'], mapping, custom)).toEqual({ ok: false, reason: 'Not a valid phone number.' });
  });

  it('reads a national number by the importing user’s dialing plan', () => {
    const british = readImportRow(['A', 'B', '', '020 7946 0958'], mapping, custom, 'GB');
    expect(british.ok && british.row.phone).toBe('+442079460958');
    expect(readImportRow(['A', 'B', '', '020 7946 0958'], mapping, custom, 'US')).toEqual({ ok: false, reason: 'Not a valid phone number.' });
  });

  it('leaves unmapped fields and missing cells empty, and keeps a value it cannot type for the layout check to refuse', () => {
    expect(readImportRow(['Solo'], { firstName: 0, lastName: 9 }, custom)).toEqual({
      ok: true,
      row: { standard: { firstName: 'Solo' }, otherFields: {}, email: null, phone: null, mobilePhone: null },
    });
    const result = readImportRow(['A', 'B', '', '', '', '', 'many', 'perhaps'], mapping, custom);
    expect(result.ok && result.row.otherFields).toEqual({ Employees__c: 'many', Do_Not_Mail__c: 'perhaps' });
  });

  it('dedupes by email, by the last 10 digits of the first number (with or without the country code), or not at all', () => {
    const result = readImportRow(['A', 'B', 'a@b.test', '', '+1 (303) 555-0101'], mapping, custom);
    if (!result.ok) throw new Error(result.reason);
    expect(dedupeKeyOf(result.row, 'email')).toBe('a@b.test');
    expect(dedupeKeyOf(result.row, 'phone')).toBe('3035550101');
    expect(dedupeKeyOf(result.row, 'none')).toBeNull();
    expect(rowNumberOf(0)).toBe(2);
  });
});
