import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';

/** A telephone number found in a page's text: where it is and what to dial. */
export interface FoundNumber {
  start: number;
  end: number;
  /** E.164, as the engine dials it. */
  number: string;
}

/** Finds telephone numbers in text with libphonenumber-js, against the user's default country. */
export function findPhoneNumbers(text: string, country: string): FoundNumber[] {
  // Cheap guard: most text nodes hold no run of 7 digits at all.
  if ((text.match(/\d/g)?.length ?? 0) < 7) return [];
  return findPhoneNumbersInText(text, country.toUpperCase() as CountryCode).map((found) => ({ start: found.startsAt, end: found.endsAt, number: found.number.number }));
}

/** The number of a tel: or callto: link (callto://+1... too), or null when it holds none (a callto: user name). */
export function telLinkNumber(href: string): string | null {
  const scheme = /^(tel:|callto:(\/\/)?)/i.exec(href);
  if (!scheme) return null;
  let value: string;
  try {
    value = decodeURIComponent(href.slice(scheme[0].length)).split(/[;?]/)[0]?.trim() ?? '';
  } catch {
    return null;
  }
  return /^\+?[\d\s().-]+$/.test(value) && /\d/.test(value) ? value : null;
}
