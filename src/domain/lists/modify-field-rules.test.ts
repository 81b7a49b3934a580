import { describe, expect, it } from 'vitest';
import {
  addModifyField,
  ALLOWED_MODIFY_FIELDS,
  changeModifyFieldEntity,
  changeModifyFieldName,
  DEFAULT_MAX_MODIFY_FIELDS,
  isModifyFieldTypeSupported,
  modifyFieldValueError,
  modifyFieldValueToSend,
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
