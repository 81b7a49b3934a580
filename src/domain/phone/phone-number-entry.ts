import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js';
import { DEFAULT_DIALING_PLAN_COUNTRY } from './phone-constants';

/**
 * A phone number as the product stores and shows it (issue 33, "one module"): what a user types is
 * read against their dialing plan, kept in E.164 when it is a valid number for its country, and
 * shown in one way everywhere (national format inside the user's country, international outside).
 * Every entry path (forms, inline edits, imports, SMS, the API) and Data quality use these rules.
 */

/** The spec's text for a number that is refused (spec 1 section 5). */
export const NOT_A_VALID_PHONE_NUMBER = 'Not a valid phone number.';

export type PhoneEntry = { ok: true; e164: string; country: string | null } | { ok: false; message: typeof NOT_A_VALID_PHONE_NUMBER };

/** What a person writes around a number: digits, '+', spaces, dashes, dots, slashes and brackets (the contract's shape check). */
export const PHONE_NUMBER_CHARACTERS = /^[\d\s+().\-/]+$/;

/** The dialing-plan country as libphonenumber knows it; an unknown code falls back to the default (US). */
export function planCountry(dialingPlanCountry: string | null | undefined): CountryCode {
  const upper = (dialingPlanCountry ?? '').toUpperCase();
  return isSupportedCountry(upper) ? upper : DEFAULT_DIALING_PLAN_COUNTRY;
}

function parsed(raw: string, dialingPlanCountry: string | null | undefined): PhoneNumber | undefined {
  const text = raw.trim();
  if (!text || !PHONE_NUMBER_CHARACTERS.test(text)) return undefined;
  // '00' is the international prefix most of the world dials: read it as '+'.
  const international = text.startsWith('00') ? `+${text.slice(2)}` : text;
  return parsePhoneNumberFromString(international, planCountry(dialingPlanCountry));
}

/** Reads a typed number: its E.164 form when it is a valid number for its country, else the refusal. */
export function parsePhoneEntry(raw: string, dialingPlanCountry?: string | null): PhoneEntry {
  const number = parsed(raw, dialingPlanCountry);
  if (!number?.isValid()) return { ok: false, message: NOT_A_VALID_PHONE_NUMBER };
  return { ok: true, e164: number.number, country: number.country ?? null };
}

/** Whether a stored or typed number is a valid number (read against the dialing plan when it has no '+'). */
export const isValidPhoneNumber = (number: string, dialingPlanCountry?: string | null): boolean => parsePhoneEntry(number, dialingPlanCountry).ok;

/**
 * How the product shows a number to a user: national format for a number of the user's own country
 * ("(201) 555-0123" with a US plan), international for any other ("+44 20 7946 0958"). A number
 * that is not a telephone number (an extension, a SIP name) is shown as stored.
 */
export function formatPhoneNumber(number: string, dialingPlanCountry?: string | null): string {
  const own = planCountry(dialingPlanCountry);
  const phone = parsed(number, own);
  if (!phone?.isPossible()) return number;
  const inOwnCountry = phone.country ? phone.country === own : phone.countryCallingCode === getCountryCallingCode(own);
  return inOwnCountry ? phone.formatNational() : phone.formatInternational();
}
