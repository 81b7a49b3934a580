import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';

/** A telephone number found in a page's text: where it is and what to dial. */
export interface FoundNumber {
  start: number;
  end: number;
  /** E.164, as the engine dials it. */
  number: string;
}

/**
 * The shapes a written telephone number takes: 7 or more digits in a row, or groups split by spaces,
 * dots or dashes whose last group has 3 or more digits (a date's or a price's last group has 2).
 */
const PHONE_SHAPE = /\d{7,}|\d{1,5}\)?[\s.-]{1,2}\d{2,5}[\s.-]\d{3,6}|\d{3,5}[\s.-]\d{4,6}/;

/** Finds telephone numbers in text with libphonenumber-js, against the user's default country. */
export function findPhoneNumbers(text: string, country: string): FoundNumber[] {
  // Cheap guards: most text nodes hold no run of 7 digits, and dates, prices and short codes have no
  // group of 3-4 digits after two other groups; only text that could hold a number reaches the parser.
  if ((text.match(/\d/g)?.length ?? 0) < 7 || !PHONE_SHAPE.test(text)) return [];
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
