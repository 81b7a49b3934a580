import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The country columns of a number joining the tenant's numbers, read from the number itself. */
export function inventoryRowOf(phoneNumber: string, state: string | null = null) {
  const parsed = parsePhoneNumberFromString(phoneNumber);
  return { phoneNumber, country: parsed?.country ?? null, countryCode: parsed?.countryCallingCode ?? '', state };
}
