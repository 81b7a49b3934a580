import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * Data quality of a tenant's contacts (main.dataiq): which checks the page counts, and what makes a
 * stored number invalid. The spec leaves the page's availability open; here it is the capList
 * entry `dataIq`, which administrators and managers have by default.
 */
export const DATA_IQ_CAP = 'dataIq';
export const DATA_IQ_CHECKS = ['missingPhone', 'missingEmail', 'invalidPhone', 'duplicateEmail', 'duplicatePhone'] as const;
export type DataIqCheck = (typeof DATA_IQ_CHECKS)[number];
export const DATA_IQ_PAGE_SIZE = 25;

/** A stored number (cleaned: '+' and digits) that no telephone network would route, read against the tenant's default country. */
export function isInvalidNumber(number: string, defaultCountry: string): boolean {
  const parsed = parsePhoneNumberFromString(number, defaultCountry.toUpperCase() as CountryCode);
  return !parsed || !parsed.isValid();
}
