import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

/** Spec 3 "Dialing plan: countryCode, countryName, iso2": the country whose numbers a user dials without a prefix. */
export interface DialingPlan {
  countryCode: string;
  countryName: string;
  iso2: string;
}

export const DIALING_PLAN_SAVED = 'Dialing Plan saved successfully';
export const DIALING_PLAN_FAILED = 'Unable to save dialing plan';

const names = new Intl.DisplayNames(['en'], { type: 'region' });
const known = new Set<string>(getCountries());

export const isDialingPlanCountry = (iso2: string): iso2 is CountryCode => known.has(iso2);

/** The plan of a country (ISO 3166 alpha-2), or null for a code libphonenumber does not dial. */
export function dialingPlanOf(iso2: string): DialingPlan | null {
  if (!isDialingPlanCountry(iso2)) return null;
  return { iso2, countryCode: getCountryCallingCode(iso2), countryName: names.of(iso2) ?? iso2 };
}

/** Every dialable country, by name, for the picker. */
export function dialingPlanChoices(): DialingPlan[] {
  return getCountries()
    .map((iso2) => dialingPlanOf(iso2))
    .filter((plan): plan is DialingPlan => plan !== null)
    .sort((a, b) => a.countryName.localeCompare(b.countryName));
}
