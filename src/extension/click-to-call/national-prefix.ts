import { Metadata, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';

/**
 * Whether a number found in national format is written the way its country writes it: where the
 * national format carries a trunk prefix ("030 …" in Germany, "0131 …" in the UK), a number written
 * without it ("30000", "14900", "1914-2014" read as German or Austrian numbers) is a count, a price
 * or a year, not a number anyone dials. libphonenumber's strict leniencies hold this rule; its
 * VALID leniency leaves it out, so it is checked here (with the library's own format metadata).
 */

// The parts of libphonenumber-js's Metadata this rule reads (they are not in its type declarations).
interface FormatRule {
  pattern(): string;
  leadingDigitsPatterns(): string[];
  nationalPrefixIsMandatoryWhenFormattingInNationalFormat(): boolean;
}
interface NumberingPlanFormats {
  formats(): FormatRule[];
}

const plans = new Map<CountryCode, FormatRule[] | null>();

function formatsOf(country: CountryCode): FormatRule[] | null {
  if (!plans.has(country)) {
    const metadata = new Metadata();
    metadata.selectNumberingPlan(country);
    const plan = metadata.numberingPlan as unknown as Partial<NumberingPlanFormats> | undefined;
    plans.set(country, typeof plan?.formats === 'function' ? plan.formats() : null);
  }
  return plans.get(country) ?? null;
}

// Compiled once per format: the first pass over a page may ask for many numbers.
const compiled = new WeakMap<FormatRule, { leading: RegExp | null; pattern: RegExp }>();
function patternsOf(format: FormatRule) {
  let patterns = compiled.get(format);
  if (!patterns) {
    const leading = format.leadingDigitsPatterns();
    patterns = { leading: leading.length > 0 ? new RegExp(`^(?:${leading[leading.length - 1]!})`) : null, pattern: new RegExp(`^(?:${format.pattern()})$`) };
    compiled.set(format, patterns);
  }
  return patterns;
}

/** The format libphonenumber formats a national number with (its chooseFormatForNumber). */
function formatFor(formats: FormatRule[], nationalNumber: string): FormatRule | undefined {
  return formats.find((format) => {
    const { leading, pattern } = patternsOf(format);
    return (!leading || leading.test(nationalNumber)) && pattern.test(nationalNumber);
  });
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** False when `written` is national digits only while the country's national format needs its prefix. */
export function hasRequiredNationalPrefix(written: string, number: PhoneNumber): boolean {
  if (/^\s*[(\s]*[+\uFF0B]/.test(written) || !number.country) return true;
  const digits = digitsOf(written);
  const withoutExtension = number.ext && digits.endsWith(number.ext) ? digits.slice(0, -number.ext.length) : digits;
  // Anything written before the national number (a trunk prefix, an international prefix).
  if (withoutExtension !== number.nationalNumber) return true;
  const formats = formatsOf(number.country);
  if (!formats) return digitsOf(number.formatNational()).startsWith(number.nationalNumber);
  const format = formatFor(formats, number.nationalNumber);
  // A number its country has no format for (German pager ranges read into "1642" or a bug number)
  // is taken bare only where national numbers are written without a prefix at all.
  if (!format) return !formats.some((f) => f.nationalPrefixIsMandatoryWhenFormattingInNationalFormat());
  return !format.nationalPrefixIsMandatoryWhenFormattingInNationalFormat();
}
