import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * Whether a number can take an SMS (issue 33, "sending asks first"): a valid number whose type is
 * mobile, or one the numbering plan cannot tell from a landline (fixed-line-or-mobile, as in the US and
 * Canada). Anything else (too short, not a number, a landline, toll-free, premium) is asked about
 * before sending. The full metadata ("max") knows number types; load this module only when it is used.
 */
export function isSmsCapableNumber(number: string, defaultCountry?: string): boolean {
  const country = defaultCountry && /^[A-Z]{2}$/.test(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(number.trim(), country);
  if (!parsed?.isValid()) return false;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}
