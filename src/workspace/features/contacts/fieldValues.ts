import type { Contact, ContactUpdateBody, LayoutField } from '@/src/contract';
import { formatDatetimeInput, parseDatetimeInput } from '@/src/domain/fields/datetime-field';
import { filterDependentChoices } from '@/src/domain/fields/dependent-picklist';
import { isEmptyValue, type FieldValue } from '@/src/domain/fields/field-types';
import { isMultipicklistValid, joinMultipicklist, splitMultipicklist } from '@/src/domain/fields/multipicklist';
import { checkLocation, type LocationError } from '@/src/domain/fields/location-value';
import { locationChildren } from '@/src/domain/fields/query-length';
import { fromStoredTime, toStoredTime } from '@/src/domain/fields/time-field';

/** Standard layout fields the contact holds as plain properties (see CONTRACT-REQUESTS.md). */
const PLAIN_STANDARD = ['firstName', 'lastName', 'title', 'companyName', 'mailingCity', 'timezone', 'leadSource', 'isCallOptOut', 'isEmailOptOut', 'externalId', 'externalURL'] as const;
type PlainStandard = (typeof PLAIN_STANDARD)[number];
const isPlainStandard = (name: string): name is PlainStandard => (PLAIN_STANDARD as readonly string[]).includes(name);

/** Layout entries shown elsewhere on the screen (list items, the account card, action buttons). */
const SHOWN_ELSEWHERE = new Set(['phone', 'phones', 'telephones', 'email', 'emails', 'account', 'accountId']);

/** Whether the layout entry is edited inline in the field layout. */
export const isInlineField = (field: LayoutField) => field.section !== 'actions' && !SHOWN_ELSEWHERE.has(field.fieldName);

/** A location's form value: [latitude, longitude] as typed, or [] when it has none. */
const locationFormValue = (latitude: unknown, longitude: unknown): string[] => (typeof latitude === 'number' && typeof longitude === 'number' ? [String(latitude), String(longitude)] : []);

/** The form value of each layout field, read from the contact (custom fields from otherFields). */
export function contactFieldValues(contact: Contact, layout: readonly LayoutField[]): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of layout) {
    const name = field.fieldName;
    if (field.isStandard && isPlainStandard(name)) values[name] = contact[name];
    else if (field.isStandard && name === 'leadStatus') values[name] = contact.leadStatus ? String(contact.leadStatus.id) : null;
    else if (field.isStandard && name === 'owner') values[name] = contact.owner ? String(contact.owner.id) : null;
    else if (field.isStandard && name === 'location') values[name] = locationFormValue(contact.location?.latitude, contact.location?.longitude);
    else if (field.type === 'location') {
      const [latitude, longitude] = locationChildren(field);
      values[name] = locationFormValue(contact.otherFields[latitude], contact.otherFields[longitude]);
    } else values[name] = toFormValue(field, contact.otherFields[name] ?? null);
  }
  return values;
}

function toFormValue(field: LayoutField, stored: string | number | boolean | null): FieldValue {
  if (field.type === 'multipicklist') return splitMultipicklist(typeof stored === 'string' ? stored : null);
  if (field.type === 'datetime') return typeof stored === 'string' ? formatDatetimeInput(stored) : '';
  if (field.type === 'time') return typeof stored === 'string' ? fromStoredTime(stored) : '';
  if (field.type === 'boolean') return stored === true;
  return stored === null ? null : stored;
}

/** Choices of a picklist field given the current values (dependent picklists filtered by their controller). */
export function fieldChoices(field: LayoutField, values: Readonly<Record<string, FieldValue>>) {
  const dependency = field.dependency && field.dependency.controller !== field.fieldName ? field.dependency : null;
  const controllerValue = dependency ? values[dependency.controller] : null;
  return filterDependentChoices(field.picklistValues, dependency, typeof controllerValue === 'string' ? controllerValue : null);
}

export type SaveValue = string | number | boolean | null | { latitude: number; longitude: number };
export type FieldCheck = { ok: true; value: SaveValue } | { ok: false; error: 'required' | 'invalid' | LocationError };

/** Validates one draft by the rules of spec 1 section 5 and converts it to its stored form. */
export function checkField(field: LayoutField, draft: FieldValue, values: Readonly<Record<string, FieldValue>>): FieldCheck {
  if (field.type === 'boolean') return { ok: true, value: draft === true };
  if (field.type === 'location') {
    const [latitude = '', longitude = ''] = Array.isArray(draft) ? draft : [];
    const result = checkLocation(latitude, longitude);
    return result.ok ? { ok: true, value: result.value } : { ok: false, error: result.error };
  }
  if (field.type === 'multipicklist') {
    const picks = Array.isArray(draft) ? draft : [];
    const dependent = !!field.dependency && field.dependency.controller !== field.fieldName;
    const valid = isMultipicklistValid({ required: field.isRequired, values: picks, dependent, filteredChoices: fieldChoices(field, values).length });
    return valid ? { ok: true, value: picks.length ? joinMultipicklist(picks) : null } : { ok: false, error: 'required' };
  }
  if (isEmptyValue(draft)) return field.isRequired ? { ok: false, error: 'required' } : { ok: true, value: null };
  const text = String(draft).trim();
  switch (field.type) {
    case 'datetime': {
      const iso = parseDatetimeInput(text);
      return iso ? { ok: true, value: iso } : { ok: false, error: 'invalid' };
    }
    case 'time': {
      const stored = toStoredTime(text);
      return stored ? { ok: true, value: stored } : { ok: false, error: 'invalid' };
    }
    case 'int':
    case 'double':
    case 'currency':
    case 'percent': {
      const number = Number(text);
      if (!Number.isFinite(number) || (field.type === 'int' && !Number.isInteger(number))) return { ok: false, error: 'invalid' };
      return { ok: true, value: number };
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? { ok: true, value: text } : { ok: false, error: 'invalid' };
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? { ok: true, value: text } : { ok: false, error: 'invalid' };
    default:
      if (field.length !== null && text.length > field.length) return { ok: false, error: 'invalid' };
      return { ok: true, value: text };
  }
}

/** The partial update body for checked values: standard fields by name, custom ones merged into otherFields. */
export function updateBodyFor(layout: readonly LayoutField[], checked: Readonly<Record<string, SaveValue>>): ContactUpdateBody {
  const body: Record<string, unknown> = {};
  const otherFields: Record<string, string | number | boolean | null> = {};
  for (const [name, value] of Object.entries(checked)) {
    const field = layout.find((candidate) => candidate.fieldName === name);
    if (!field) continue;
    if (field.isStandard && isPlainStandard(name)) body[name] = name === 'firstName' || name === 'lastName' ? (value ?? '') : value;
    else if (field.isStandard && name === 'leadStatus') body.leadStatusId = value === null ? null : Number(value);
    else if (field.isStandard && name === 'owner') body.ownerId = Number(value);
    else if (field.isStandard && name === 'location') body.location = value;
    else if (field.type === 'location') {
      const [latitude, longitude] = locationChildren(field);
      const point = typeof value === 'object' && value !== null ? value : null;
      otherFields[latitude] = point?.latitude ?? null;
      otherFields[longitude] = point?.longitude ?? null;
    } else if (typeof value !== 'object' || value === null) otherFields[name] = value;
  }
  if (Object.keys(otherFields).length) body.otherFields = otherFields;
  return body as ContactUpdateBody;
}

/** The owner edited as a picklist of the tenant's users (an owner cannot be cleared, so it is required). */
export function withOwnerChoices(layout: readonly LayoutField[], users: ReadonlyArray<{ id: number; firstName: string; lastName: string }>): LayoutField[] {
  return layout.map((field) =>
    field.isStandard && field.fieldName === 'owner'
      ? { ...field, type: 'picklist' as const, isRequired: true, picklistValues: users.map((user) => ({ value: String(user.id), label: `${user.firstName} ${user.lastName}`.trim(), id: user.id })) }
      : field,
  );
}
