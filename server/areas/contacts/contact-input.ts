import { NOT_A_VALID_PHONE_NUMBER, parsePhoneEntry } from '@/src/domain/phone/phone-number-entry';
import { ApiError, fieldError } from '../../http/api-error';

/*
 * Phone and email list items: numbers are stored in E.164 when valid for their country (read
 * against the user's dialing plan), addresses trimmed and lower-cased.
 */

export const NOT_A_VALID_PHONE = NOT_A_VALID_PHONE_NUMBER;
export const NOT_A_VALID_EMAIL = 'Not a valid email address.';

/** The number to store, or a 400 naming the field (`path` in the request body) with the spec's message. */
export function cleanPhoneNumber(number: string, dialingPlanCountry: string, path: (string | number)[]): string {
  const entry = parsePhoneEntry(number, dialingPlanCountry);
  if (!entry.ok) throw fieldError(path, entry.message);
  return entry.e164;
}

export function cleanEmailAddress(address: string): string {
  const cleaned = address.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cleaned)) throw new ApiError(400, NOT_A_VALID_EMAIL, { code: 'VALIDATION' });
  return cleaned;
}

/** Exactly one primary item when there are items: the one marked (the first marked), else the first. */
export function withOnePrimary<T extends { isPrimary: boolean }>(items: T[]): T[] {
  const primary = Math.max(
    0,
    items.findIndex((i) => i.isPrimary),
  );
  return items.map((item, i) => ({ ...item, isPrimary: i === primary }));
}
