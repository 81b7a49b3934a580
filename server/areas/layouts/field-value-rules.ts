import type { FieldValue, LayoutField } from '@/src/contract/entities/layouts';

/*
 * Server-side checks of a field value against its layout entry (spec 1 section 5, Fields and forms):
 * the client applies the same rules; the server refuses what slips through. Each returns an error
 * message or null.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATETIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const TIME_STORED = /^([01]\d|2[0-3]):[0-5]\d:00$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]+$/;

export const isEmpty = (value: FieldValue | undefined) => value === null || value === undefined || value === '';

const validDate = (text: string) => {
  if (!ISO_DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
};

/** The values a dependent picklist allows for the controller's current value (all values without a controller value). */
export function allowedDependentValues(field: LayoutField, controllerValue: FieldValue | undefined): Set<string> | null {
  if (!field.dependency || field.dependency.controller === field.fieldName) return null;
  if (isEmpty(controllerValue)) return new Set();
  return new Set(field.dependency.mapping[String(controllerValue)] ?? []);
}

export function checkFieldValue(field: LayoutField, value: FieldValue | undefined, controllerValue?: FieldValue): string | null {
  const label = field.label;
  if (isEmpty(value)) return field.isRequired ? `${label} is required` : null;
  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : `${label} must be true or false`;
    case 'int':
      return typeof value === 'number' && Number.isInteger(value) ? null : `${label} must be a whole number`;
    case 'double':
    case 'currency':
    case 'percent':
      return typeof value === 'number' && Number.isFinite(value) ? null : `${label} must be a number`;
    case 'date':
      return typeof value === 'string' && validDate(value) ? null : `${label} must be a date (YYYY-MM-DD)`;
    case 'datetime':
      return typeof value === 'string' && ISO_DATETIME_WITH_OFFSET.test(value) && !Number.isNaN(Date.parse(value)) ? null : `${label} must be an ISO date and time with offset`;
    case 'time':
      return typeof value === 'string' && TIME_STORED.test(value) ? null : `${label} must be a time (HH:mm:00)`;
    case 'email':
      return typeof value === 'string' && EMAIL.test(value) && value.length <= 254 ? null : `${label} must be an email address`;
    case 'phone': {
      if (typeof value !== 'string' || !PHONE.test(value)) return `${label} must be a phone number`;
      const digits = value.replace(/\D/g, '').length;
      return digits >= 1 && digits <= 15 ? null : `${label} must be a phone number`;
    }
    case 'picklist': {
      if (typeof value !== 'string') return `${label} must be one of its values`;
      if (!field.picklistValues.some((p) => p.value === value)) return `${label}: '${value}' is not one of its values`;
      const allowed = allowedDependentValues(field, controllerValue);
      return allowed && !allowed.has(value) ? `${label}: '${value}' is not allowed for ${field.dependency?.controller} '${String(controllerValue ?? '')}'` : null;
    }
    case 'multipicklist': {
      if (typeof value !== 'string') return `${label} must be values joined by ';'`;
      const allowed = allowedDependentValues(field, controllerValue);
      for (const part of value.split(';')) {
        if (!field.picklistValues.some((p) => p.value === part)) return `${label}: '${part}' is not one of its values`;
        if (allowed && !allowed.has(part)) return `${label}: '${part}' is not allowed for ${field.dependency?.controller} '${String(controllerValue ?? '')}'`;
      }
      return null;
    }
    case 'location':
      return `${label} is set through its latitude and longitude`;
    default: {
      // string, textarea, encryptedstring, url, id
      if (typeof value !== 'string') return `${label} must be text`;
      return field.length !== null && value.length > field.length ? `${label} is longer than ${field.length} characters` : null;
    }
  }
}

/** Latitude / longitude children of a location field (suffixes __Latitude__s and __Longitude__s). */
export function locationChildOf(fields: LayoutField[], key: string): { field: LayoutField; axis: 'latitude' | 'longitude' } | null {
  const match = /^(.*)__(Latitude|Longitude)__s$/.exec(key);
  if (!match) return null;
  const base = match[1];
  const field = fields.find((f) => f.type === 'location' && (f.fieldName === `${base}__c` || f.fieldName === base));
  return field ? { field, axis: match[2] === 'Latitude' ? 'latitude' : 'longitude' } : null;
}

export function checkLocationChild(label: string, axis: 'latitude' | 'longitude', value: FieldValue | undefined): string | null {
  if (isEmpty(value)) return null;
  const max = axis === 'latitude' ? 90 : 180;
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= max ? null : `${label} ${axis} must be a number between -${max} and ${max}`;
}
