import { isValidPhoneNumber } from '../phone/phone-number-entry';

/**
 * Data quality of a tenant's contacts (main.dataiq): which checks the page counts, and what makes a
 * stored number invalid. The spec leaves the page's availability open; here it is the capList
 * entry `dataIq`, which administrators and managers have by default.
 */
export const DATA_IQ_CAP = 'dataIq';
export const DATA_IQ_CHECKS = ['missingPhone', 'missingEmail', 'invalidPhone', 'duplicateEmail', 'duplicatePhone'] as const;
export type DataIqCheck = (typeof DATA_IQ_CHECKS)[number];
export const DATA_IQ_PAGE_SIZE = 25;

/** A stored number that no telephone network would route, read against the tenant's default country: the rule every entry path refuses by. */
export const isInvalidNumber = (number: string, defaultCountry: string): boolean => !isValidPhoneNumber(number, defaultCountry);
