import { findPhoneNumbersInText, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { hasRequiredNationalPrefix } from './national-prefix';
import { MASK, maskNonPhoneDigits } from './non-phone-digits';

/** A telephone number found in a page's text: where it is and what to dial. */
export interface FoundNumber {
  start: number;
  end: number;
  /** E.164, as the engine dials it. */
  number: string;
}

/** The shortest number the finder looks for ("0845 46 47", "6388 3838" have 8; 7 leaves room). */
export const MIN_DIGITS = 7;

export const countDigits = (text: string) => {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) count++;
  }
  return count;
};

// libphonenumber reads digits after a comma as an extension (a pause to dial); on a page that comma
// mostly ends the number ("+49 30 259219-111, 10117 Berlin"), so the mark stops before it.
const COMMA_EXTENSION = /\s*[,;]\s*\d+$/;

// An extension written after a spaced dash or split from the number by markup ("+43 50 11 50 - 3320"):
// libphonenumber stops before a spaced dash, so the digits are tried as part of the number.
const TRAILING_EXTENSION = /^\s?[-\u2010-\u2015]\s?(\d{1,5})(?!\d|[\s./-]\d)/;

/**
 * Finds telephone numbers in text with libphonenumber-js's own finder (its PhoneNumberMatcher at
 * leniency VALID: the number must be valid, not only possible, for its country; POSSIBLE marked
 * four times as many false numbers on the corpus). `countries` are the page's countries, most
 * likely first (see page-countries; one country alone is fine): a national-format number is read in the first that makes it
 * valid; an international one in its own. Dates, times, counts and prices are masked first, and
 * a national number written without its country's trunk prefix is left.
 */
export function findPhoneNumbers(text: string, countries: string | readonly string[]): FoundNumber[] {
  if (countDigits(text) < MIN_DIGITS) return [];
  const readIn = (typeof countries === 'string' ? [countries] : countries).map((c) => c.toUpperCase()).filter((c): c is CountryCode => isSupportedCountry(c));
  const masked = maskNonPhoneDigits(text);
  if (countDigits(masked) < MIN_DIGITS) return [];
  const found: FoundNumber[] = [];
  let rest = masked;
  for (const country of readIn.length > 0 ? readIn : [undefined]) {
    // The next country is tried only on what no earlier one read.
    if (found.length > 0 && countDigits(rest) < MIN_DIGITS) break;
    for (const match of findPhoneNumbersInText(rest, country ? { defaultCountry: country } : {})) {
      const end = match.endsAt - (match.number.ext ? (COMMA_EXTENSION.exec(text.slice(match.startsAt, match.endsAt))?.[0].length ?? 0) : 0);
      if (!hasRequiredNationalPrefix(text.slice(match.startsAt, end), match.number)) continue;
      const number = withTrailingExtension(masked, match.startsAt, end, match.number.country) ?? { start: match.startsAt, end, number: match.number.number };
      if (found.some((other) => number.start < other.end && other.start < number.end)) continue;
      found.push(number);
      rest = rest.slice(0, number.start) + MASK.repeat(number.end - number.start) + rest.slice(number.end);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function withTrailingExtension(text: string, start: number, end: number, country: CountryCode | undefined): FoundNumber | null {
  const extension = TRAILING_EXTENSION.exec(text.slice(end));
  if (!extension) return null;
  const longer = parsePhoneNumberFromString(text.slice(start, end + extension[0].length), country);
  return longer?.isValid() ? { start, end: end + extension[0].length, number: longer.number } : null;
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
