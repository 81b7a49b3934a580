import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';

/**
 * The countries whose national format a page's numbers are read in, most likely first: the region
 * of the page's language ("de-CH", "en-GB"), the country of its address's top-level domain
 * (".ch", ".co.uk"), the country of a language spoken mainly in one ("de", "fr", "ja"), then the
 * user's dialing plan (and, for English without a region, the US last). A number in international
 * format is found whatever these say.
 */

// Languages spoken mainly in one country; "en", "es", "pt", "ar" and the like name none.
const LANGUAGE_COUNTRY: Record<string, CountryCode> = {
  de: 'DE',
  fr: 'FR',
  it: 'IT',
  nl: 'NL',
  ja: 'JP',
  ko: 'KR',
  zh: 'CN',
  ru: 'RU',
  uk: 'UA',
  pl: 'PL',
  cs: 'CZ',
  sk: 'SK',
  hu: 'HU',
  ro: 'RO',
  bg: 'BG',
  el: 'GR',
  tr: 'TR',
  he: 'IL',
  sv: 'SE',
  da: 'DK',
  fi: 'FI',
  nb: 'NO',
  nn: 'NO',
  no: 'NO',
  et: 'EE',
  lv: 'LV',
  lt: 'LT',
  sl: 'SI',
  hr: 'HR',
  th: 'TH',
  vi: 'VN',
  id: 'ID',
};

// Country domains mostly used for other things than their country; they count only under a
// second-level name (".com.co", ".gov.tv").
const GENERIC_COUNTRY_DOMAINS = new Set(['io', 'co', 'tv', 'me', 'ai', 'fm', 'am', 'ly', 'cc', 'ws', 'to', 'gg', 'so', 'sh', 'ac', 'eu', 'su']);
const SECOND_LEVEL = new Set(['com', 'co', 'gov', 'gob', 'org', 'net', 'edu', 'ac', 'or', 'ne', 'go', 'mil']);

const supported = (code: string | undefined): CountryCode | null => {
  const upper = code?.toUpperCase();
  return upper && isSupportedCountry(upper) ? upper : null;
};

/** The region subtag of a language tag: "de-CH" → CH, "zh-Hant-TW" → TW, "es-419" → none. */
export function languageRegion(lang: string): CountryCode | null {
  const region = lang
    .split(/[-_]/)
    .slice(1)
    .find((part) => /^[a-z]{2}$/i.test(part));
  return supported(region);
}

export function languageCountry(lang: string): CountryCode | null {
  return LANGUAGE_COUNTRY[lang.split(/[-_]/)[0]?.toLowerCase() ?? ''] ?? null;
}

/** The country of a host's top-level domain: "www.stuff.co.nz" → NZ, "bbc.co.uk" → GB. */
export function domainCountry(host: string): CountryCode | null {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  const top = labels.at(-1) ?? '';
  if (labels.length < 2 || !/^[a-z]{2}$/.test(top)) return null;
  if (GENERIC_COUNTRY_DOMAINS.has(top) && !SECOND_LEVEL.has(labels.at(-2) ?? '')) return null;
  return supported(top === 'uk' ? 'GB' : top);
}

// English without a region is read in the US's format last, after the user's own plan: most such
// pages are American, and a number of the UK, India or Australia is written with its trunk 0 or its
// country code, which the US format never reads.
const englishFallback = (lang: string): CountryCode | null => (/^en(?:$|[-_])/i.test(lang) && !languageRegion(lang) ? 'US' : null);

export function pageCountries(hints: { plan: string; lang?: string | null; host?: string | null }): CountryCode[] {
  const lang = hints.lang?.trim() ?? '';
  const candidates = [languageRegion(lang), hints.host ? domainCountry(hints.host) : null, languageCountry(lang), supported(hints.plan), englishFallback(lang)];
  return [...new Set(candidates.filter((c): c is CountryCode => c !== null))];
}
