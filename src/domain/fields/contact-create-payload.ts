import { formatISO, isValid, parseISO } from 'date-fns';
import { parseDatetimeInput } from './datetime-field';
import type { FieldValue, LayoutField } from './field-types';
import { joinMultipicklist } from './multipicklist';
import { toUtcStoredTime } from './time-field';

/** The text, flags and channels the create form and its payload share. */
interface ContactCreateCommon {
  isLead: boolean;
  firstName: string;
  lastName: string;
  title: string;
  mailingCity: string;
  timezone: string;
  companyName: string;
  leadSource: string;
  isCallOptOut: boolean;
  isEmailOptOut: boolean;
  phones: Array<{ type: string; number: string; isPrimary: boolean }>;
  emails: Array<{ type: string; address: string; isPrimary: boolean }>;
}

export interface ContactCreateForm extends ContactCreateCommon {
  leadStatusId: number | null;
  accountId: number | null;
  ownerId: number;
  /** The call the contact is created from, if any. */
  callId: string | null;
  /** Custom field values as edited, keyed by field name. */
  otherFields: Record<string, FieldValue>;
}

export interface ContactCreatePayload extends ContactCreateCommon {
  owner: number;
  account?: { id: number };
  callId?: string;
  leadStatus?: { id: number };
  otherFields: Record<string, string | number | boolean | null>;
}

/**
 * The create payload rules (spec 1 sections 3 and 5): account only for contacts; leadStatus only
 * for leads and only when its id > 0; an unset boolean custom field is false; multi-picklists are
 * joined by ';'; datetimes are ISO with offset; times are UTC (on `now`'s day).
 */
export function buildContactCreatePayload(form: ContactCreateForm, customFields: readonly LayoutField[], now: Date): ContactCreatePayload {
  const payload: ContactCreatePayload = {
    isLead: form.isLead,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    title: form.title.trim(),
    mailingCity: form.mailingCity.trim(),
    timezone: form.timezone,
    companyName: form.companyName.trim(),
    leadSource: form.leadSource,
    owner: form.ownerId,
    isCallOptOut: form.isCallOptOut,
    isEmailOptOut: form.isEmailOptOut,
    phones: form.phones.filter((phone) => phone.number.trim() !== '').map((phone) => ({ ...phone, number: phone.number.trim() })),
    emails: form.emails.filter((email) => email.address.trim() !== '').map((email) => ({ ...email, address: email.address.trim() })),
    otherFields: customFieldsPayload(form.otherFields, customFields, now),
  };
  if (!form.isLead && form.accountId !== null) payload.account = { id: form.accountId };
  if (form.callId) payload.callId = form.callId;
  if (form.isLead && form.leadStatusId !== null && form.leadStatusId > 0) payload.leadStatus = { id: form.leadStatusId };
  return payload;
}

function customFieldsPayload(values: Record<string, FieldValue>, fields: readonly LayoutField[], now: Date) {
  const out: Record<string, string | number | boolean | null> = {};
  for (const field of fields) {
    const value = values[field.fieldName];
    const converted = convertCustomValue(field, value, now);
    if (converted !== undefined) out[field.fieldName] = converted;
  }
  return out;
}

function convertCustomValue(field: LayoutField, value: FieldValue, now: Date): string | number | boolean | null | undefined {
  switch (field.type) {
    case 'boolean':
      return value === true;
    case 'multipicklist':
      return Array.isArray(value) ? (value.length ? joinMultipicklist(value) : undefined) : nonEmpty(value);
    case 'datetime':
      return typeof value === 'string' && value.trim() !== '' ? (parseDatetimeInput(value) ?? isoOrNull(value)) : undefined;
    case 'time':
      return typeof value === 'string' && value.trim() !== '' ? toUtcStoredTime(value, now) : undefined;
    default:
      return nonEmpty(value);
  }
}

const nonEmpty = (value: FieldValue) => {
  if (value === null || value === undefined || Array.isArray(value)) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return typeof value === 'string' ? value.trim() : value;
};

/** A value already in ISO form (from a date picker) is kept, re-rendered with its offset. */
const isoOrNull = (value: string) => {
  const date = parseISO(value);
  return isValid(date) ? formatISO(date) : null;
};
