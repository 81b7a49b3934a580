import type { OtherFields } from '../../src/contract/entities/layouts';
import { ApiError } from '../http/api-error';

/** Stored JSON text of custom fields, parsed on fetch: null when unparseable or not an object (spec 1 section 3). */
export function parseOtherFields(text: string | null): OtherFields | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    const out: OtherFields = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
      else return null;
    }
    return out;
  } catch {
    return null;
  }
}

/** otherFields as sent (an object, or its JSON text) to the text stored; bad JSON text is a 400. */
export function otherFieldsText(input: OtherFields | string): string {
  if (typeof input !== 'string') return JSON.stringify(input);
  if (parseOtherFields(input) === null) throw new ApiError(400, 'otherFields must be a JSON object of field values', { code: 'VALIDATION' });
  return input;
}

export function otherFieldsObject(input: OtherFields | string | undefined): OtherFields {
  if (input === undefined) return {};
  return typeof input === 'string' ? (parseOtherFields(otherFieldsText(input)) ?? {}) : input;
}
