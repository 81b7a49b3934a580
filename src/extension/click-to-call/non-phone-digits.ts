/**
 * Digits in page text that are something else than a telephone number: dates (31.10.2023,
 * 10/31/2023, 2023-10-31), times (14:49, 14h30), year ranges (1914-2014, 2019–20), grouped counts
 * (1.362.249, 1,628,900), prices ($41.99, 14.900 €, HUF 1050000,--), percentages, measures,
 * numbers after "#", ISBNs and DOIs. They are masked before the finder runs, each character replaced by
 * one that is neither a digit nor a separator a number may contain, so offsets stay the same and
 * no number can be read across them.
 */
export const MASK = '_';

// Not glued to a neighbouring digit group: a phone number's groups ("01.23.45.67.89",
// "+49 30 1914-2014") are left whole.
const NOT_AFTER_GROUP = String.raw`(?<![\d+][\s./-]?)`;
const NOT_BEFORE_GROUP = String.raw`(?![\s./-]?\d)`;
// Dates are told by their shape, so only a digit group joined without a space counts against them.
const NOT_JOINED_AFTER = String.raw`(?<![\d+][./-]?)`;
const NOT_JOINED_BEFORE = String.raw`(?![./-]?\d)`;

const DAY_OR_MONTH = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const MONTH = String.raw`(?:0?[1-9]|1[0-2])`;
const YEAR = String.raw`(?:1[5-9]\d\d|20\d\d)`;
const CURRENCY_SIGN = String.raw`[$€£¥₹₩₽¢]`;
const CURRENCY_CODE = String.raw`(?:USD|EUR|GBP|CHF|JPY|CNY|HUF|CAD|AUD|NZD|SGD|BRL|RUB|COP|SEK|NOK|DKK|PLN|CZK|INR|R\$|S?Fr\.|Rs\.?)`;
const AMOUNT = String.raw`\d[\d.,'’]*`;

const PATTERNS: RegExp[] = [
  // Dates with a time: 2023-10-31T14:49:00, 2023/10/31, 2023.10.31.
  new RegExp(String.raw`(?<!\d)${YEAR}([-/.])${MONTH}\1${DAY_OR_MONTH}(?:[T ]\d\d?:\d\d(?::\d\d(?:\.\d+)?)?)?(?!\d)`, 'g'),
  // Day and month either way round, then a year of 4 or 2 digits: 31.10.2023, 10/31/23, 9.6.2005.
  new RegExp(String.raw`${NOT_JOINED_AFTER}${DAY_OR_MONTH}([./-])${DAY_OR_MONTH}\1(?:${YEAR}|\d\d)${NOT_JOINED_BEFORE}`, 'g'),
  // Day and month without a year, alone or as a range: 07/05 - 07/12, 31.10.
  new RegExp(String.raw`${NOT_JOINED_AFTER}${DAY_OR_MONTH}([./])${DAY_OR_MONTH}\.?${NOT_JOINED_BEFORE}`, 'g'),
  // Times: 14:49, 17:12:11.001, 14h30 (a phone number never holds a colon).
  new RegExp(String.raw`(?<!\d)(?:[01]?\d|2[0-3])(?::[0-5]\d(?::[0-5]\d(?:[.,]\d+)?)?|h[0-5]\d)(?!\d)`, 'g'),
  // Year ranges: 1914-2014, 2019–20, 2019 / 2020.
  new RegExp(String.raw`${NOT_AFTER_GROUP}${YEAR}\s?[-–—/]\s?(?:${YEAR}|\d\d)${NOT_BEFORE_GROUP}`, 'g'),
  // Counts grouped by thousands (a dot, comma or apostrophe, the same throughout; a decimal part
  // only with the other mark): 1.362.249, 1,628,900, 1.234,56. A phone number's first group
  // starts with its trunk 0 or has groups of other lengths.
  new RegExp(String.raw`${NOT_AFTER_GROUP}[1-9]\d{0,2}([.,'’])\d{3}(?:\1\d{3})*(?:(?!\1)[.,]\d{1,2})?(?![.,'’]?\d)`, 'g'),
  // Prices: a currency before or after the amount.
  new RegExp(String.raw`(?:${CURRENCY_SIGN}|\b${CURRENCY_CODE})\s?${AMOUNT}(?:,-{1,2}|\.-)?`, 'g'),
  new RegExp(String.raw`${AMOUNT}(?:,-{1,2}|\.-)?\s?(?:${CURRENCY_SIGN}|${CURRENCY_CODE}\b|Euro\b)`, 'g'),
  // Percentages and measures.
  new RegExp(String.raw`${AMOUNT}\s?(?:%|‰|(?:mm|cm|km|kg|mg|ml|mAh|kWh|MB|GB|TB|px|dpi)\b)`, 'g'),
  // Numbers after "#" (orders, charters, issues) and ISBNs.
  /#\s?\d[\d-]*/g,
  /\bISBN(?:-1[03])?:?\s?[\d-]{9,17}[\dX]/g,
  // DOIs: 10.1073/pnas.0801507105.
  /\b10\.\d{4,9}\/\S+/g,
];

/** The text with every non-phone digit run masked (same length, same offsets). */
export function maskNonPhoneDigits(text: string): string {
  let masked = text;
  for (const pattern of PATTERNS) masked = masked.replace(pattern, (match) => MASK.repeat(match.length));
  return masked;
}
