import { ApiError } from '../../http/api-error';

/*
 * Phone and email list items: numbers are stored cleaned ('+' and 1 to 15 digits, the rule the
 * lookup by number uses), addresses trimmed and lower-cased.
 */

export const NOT_A_VALID_PHONE = 'Not a valid phone number.';
export const NOT_A_VALID_EMAIL = 'Not a valid email address.';

export function cleanPhoneNumber(number: string): string {
  const cleaned = number.replace(/[\s().-]/g, '');
  if (!/^\+?\d{1,15}$/.test(cleaned)) throw new ApiError(400, NOT_A_VALID_PHONE, { code: 'VALIDATION' });
  return cleaned;
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
