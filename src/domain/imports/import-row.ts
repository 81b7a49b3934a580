import { NOT_A_VALID_PHONE_NUMBER, parsePhoneEntry } from '../phone/phone-number-entry';

/**
 * One CSV row as a contact to create (issue #20, CSV import): the mapped columns read into the
 * record's standard fields, custom fields (typed by the layout), email and phones, each checked the
 * way the contact form checks them. Pure: the server adds the layout's required-field rules.
 */

export const IMPORT_STANDARD_FIELDS = ['firstName', 'lastName', 'companyName', 'title', 'mailingCity', 'timezone', 'leadSource'] as const;
export type ImportStandardField = (typeof IMPORT_STANDARD_FIELDS)[number];

export interface ImportFieldType {
  fieldName: string;
  type: string;
}

export interface ImportedRow {
  standard: Partial<Record<ImportStandardField, string>>;
  otherFields: Record<string, string | number | boolean>;
  email: string | null;
  phone: string | null;
  mobilePhone: string | null;
}

export type RowResult = { ok: true; row: ImportedRow } | { ok: false; reason: string };

export const NOT_A_VALID_PHONE = NOT_A_VALID_PHONE_NUMBER;
export const NOT_A_VALID_EMAIL = 'Not a valid email address.';
const NUMERIC_TYPES = new Set(['int', 'double', 'currency', 'percent']);

/** The contact rules for list items: a number valid for its country (read against the importing user's dialing plan) in E.164; an address is lower case. */
export function cleanImportPhone(value: string, dialingPlanCountry?: string): string | null {
  const entry = parsePhoneEntry(value, dialingPlanCountry);
  return entry.ok ? entry.e164 : null;
}
export function cleanImportEmail(value: string): string | null {
  const cleaned = value.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cleaned) && cleaned.length <= 254 ? cleaned : null;
}

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, yes: true, y: true, '1': true, false: false, no: false, n: false, '0': false };

function typedValue(type: string, text: string): string | number | boolean {
  if (NUMERIC_TYPES.has(type)) {
    const number = Number(text.replace(/,/g, ''));
    return Number.isFinite(number) ? number : text;
  }
  if (type === 'boolean') return BOOLEAN_WORDS[text.toLowerCase()] ?? text;
  return text;
}

/**
 * Reads one row by the mapping (field name -> column); an empty cell is a field left empty. A field
 * no column fills takes its default, the same for every row (a required field the file lacks).
 */
export function readImportRow(
  values: string[],
  mapping: Record<string, number>,
  customFields: ImportFieldType[],
  dialingPlanCountry?: string,
  defaults: Readonly<Record<string, string>> = {},
): RowResult {
  const cell = (field: string) => {
    const column = mapping[field];
    return column === undefined ? (defaults[field] ?? '').trim() : (values[column] ?? '').trim();
  };
  const standard: ImportedRow['standard'] = {};
  for (const field of IMPORT_STANDARD_FIELDS) {
    const text = cell(field);
    if (text) standard[field] = text;
  }
  if (!standard.firstName && !standard.lastName) return { ok: false, reason: 'A first or last name is required' };
  const otherFields: ImportedRow['otherFields'] = {};
  for (const field of customFields) {
    const text = cell(field.fieldName);
    if (text) otherFields[field.fieldName] = typedValue(field.type, text);
  }
  const emailText = cell('email');
  const email = emailText ? cleanImportEmail(emailText) : null;
  if (emailText && !email) return { ok: false, reason: NOT_A_VALID_EMAIL };
  const phones: Array<string | null> = [];
  for (const field of ['phone', 'mobilePhone']) {
    const text = cell(field);
    const number = text ? cleanImportPhone(text, dialingPlanCountry) : null;
    if (text && !number) return { ok: false, reason: NOT_A_VALID_PHONE };
    phones.push(number);
  }
  return { ok: true, row: { standard, otherFields, email, phone: phones[0] ?? null, mobilePhone: phones[1] ?? null } };
}

/** Numbers are one number when their last 10 digits agree: one may carry the country code, the other not. */
export const PHONE_KEY_DIGITS = 10;
export const phoneKey = (number: string) => number.replace(/\D/g, '').slice(-PHONE_KEY_DIGITS);

/** The key a row is deduplicated by, or null when it has none (then it is never a duplicate). */
export function dedupeKeyOf(row: ImportedRow, by: 'email' | 'phone' | 'none'): string | null {
  if (by === 'email') return row.email;
  if (by === 'phone') {
    const number = row.phone ?? row.mobilePhone;
    return number ? phoneKey(number) : null;
  }
  return null;
}

/** Spreadsheet row numbers: the header is row 1, the first record row 2. */
export const rowNumberOf = (dataIndex: number) => dataIndex + 2;
