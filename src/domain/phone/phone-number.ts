import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { DEFAULT_DIALING_PLAN_COUNTRY } from './phone-constants';

/**
 * Phone number for a call (spec 1 section 5): cleaned, parsed against the user's dialing-plan
 * country (default United States +1); Italian numbers retried with a leading zero; national numbers
 * of 3 digits or fewer refused (the product is not a telephone replacement: no emergency calling).
 */
export type DialNumber = { kind: 'ignored' } | { kind: 'emergency' } | { kind: 'ok'; number: string; national: string; country: string | null };

export const EMERGENCY_WARNING = 'This product is not a replacement for a telephone and cannot be used for emergency calling.';

/** Keeps digits, a leading '+', and the keypad's * and #; drops spaces, dashes, dots and brackets. */
export function cleanNumber(raw: string): string {
  const trimmed = raw.trim();
  const plus = trimmed.startsWith('+') || trimmed.startsWith('00') ? '+' : '';
  const body = (trimmed.startsWith('00') ? trimmed.slice(2) : trimmed).replace(/[^\d*#]/g, '');
  return body ? `${plus}${body}` : '';
}

const parse = (number: string, country: CountryCode) => parsePhoneNumberFromString(number, country);

export function prepareNumberToDial(raw: string, dialingPlanCountry: string = DEFAULT_DIALING_PLAN_COUNTRY): DialNumber {
  const cleaned = cleanNumber(raw);
  if (!cleaned) return { kind: 'ignored' };
  const country = dialingPlanCountry.toUpperCase() as CountryCode;
  let parsed = parse(cleaned, country);
  // Italian landlines keep their trunk zero inside the international number: retry with it.
  if (parsed && !parsed.isValid() && parsed.countryCallingCode === '39' && !parsed.nationalNumber.startsWith('0')) {
    const retried = parse(`+390${parsed.nationalNumber}`, country);
    if (retried?.isValid()) parsed = retried;
  }
  const national = parsed ? parsed.nationalNumber : cleaned.replace(/^\+/, '');
  if (national.replace(/\D/g, '').length <= 3) return { kind: 'emergency' };
  if (parsed && parsed.isPossible()) return { kind: 'ok', number: parsed.number, national: parsed.nationalNumber, country: parsed.country ?? null };
  // Not a telephone-network number (an extension, a feature code): dialed as typed.
  return { kind: 'ok', number: cleaned, national, country: null };
}

/** A number looked up by phone: an optional '+' and 1 to 15 digits; otherwise 402 'Not a valid phone number.' */
export const LOOKUP_NUMBER_PATTERN = /^\+?\d{1,15}$/;
export const INVALID_LOOKUP_NUMBER = { status: 402, message: 'Not a valid phone number.' } as const;
export const isLookupNumber = (value: string) => LOOKUP_NUMBER_PATTERN.test(value);
