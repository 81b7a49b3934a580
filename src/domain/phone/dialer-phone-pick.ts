import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { cleanNumber } from './phone-number';

/**
 * Which number the power dialer dials for a contact (issue #8): the step's phone field (leadPhoneField
 * for leads, contactPhoneField for contacts) picks the phone by its type; with no field set, the primary
 * phone, else the first. Errors are spec 1 section 8's texts.
 */

export type PhoneFieldName = 'Phone' | 'MobilePhone' | 'OtherPhone';
export type DialerPhoneError = 'invalid phone number' | 'not available' | 'no phone number' | 'could not determine phone type';

export interface DialerPhoneChoice {
  number: string | null;
  targetPhoneType: PhoneFieldName | null;
  error: DialerPhoneError | null;
}

/** Phone types (as stored on a contact's phones, any case) that stand for each phone field. */
const TYPES_BY_FIELD: Record<PhoneFieldName, readonly string[]> = {
  Phone: ['work', 'phone', 'office', 'main', 'business'],
  MobilePhone: ['mobile', 'cell', 'cellphone', 'mobilephone'],
  OtherPhone: ['other', 'home', 'otherphone', 'homephone'],
};

export function phoneFieldOfType(type: string): PhoneFieldName | null {
  const key = type.trim().toLowerCase();
  for (const field of Object.keys(TYPES_BY_FIELD) as PhoneFieldName[]) if (TYPES_BY_FIELD[field].includes(key)) return field;
  return null;
}

/** A number the carrier can take: parses (against the dialing-plan country) and is a possible number. */
function dialable(raw: string, country: string): string | null {
  const cleaned = cleanNumber(raw);
  if (!cleaned) return null;
  const parsed = parsePhoneNumberFromString(cleaned, country.toUpperCase() as CountryCode);
  return parsed && parsed.isPossible() ? parsed.number : null;
}

export function pickDialerPhone(
  phones: readonly { number: string; type: string; isPrimary: boolean }[],
  options: { isLead: boolean; contactPhoneField: PhoneFieldName | null; leadPhoneField: PhoneFieldName | null; dialingPlanCountry: string },
): DialerPhoneChoice {
  if (phones.length === 0) return { number: null, targetPhoneType: null, error: 'no phone number' };
  const field = options.isLead ? options.leadPhoneField : options.contactPhoneField;
  let chosen: { number: string; type: string };
  let target: PhoneFieldName | null;
  if (field) {
    const match = phones.filter((p) => phoneFieldOfType(p.type) === field).sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))[0];
    if (!match) {
      // Phones of types we cannot map might be the wanted one: say so rather than 'not available'.
      const unknown = phones.some((p) => phoneFieldOfType(p.type) === null);
      return { number: null, targetPhoneType: field, error: unknown ? 'could not determine phone type' : 'not available' };
    }
    chosen = match;
    target = field;
  } else {
    chosen = phones.find((p) => p.isPrimary) ?? phones[0]!;
    target = phoneFieldOfType(chosen.type);
  }
  const number = dialable(chosen.number, options.dialingPlanCountry);
  if (!number) return { number: chosen.number, targetPhoneType: target, error: 'invalid phone number' };
  return { number, targetPhoneType: target, error: null };
}
