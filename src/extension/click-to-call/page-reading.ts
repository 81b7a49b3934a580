import type { CountryCode } from 'libphonenumber-js/max';
import { pageCountries } from './page-countries';

/** The page's language: `<html lang>`, else its `xml:lang` or Content-Language meta (older pages). */
export function pageLanguage(document: Document): string {
  const root = document.documentElement;
  const lang = (root?.getAttribute('lang') || root?.getAttribute('xml:lang'))?.trim();
  if (lang) return lang;
  const meta = [...document.querySelectorAll('meta[http-equiv]')].find((m) => m.getAttribute('http-equiv')?.toLowerCase() === 'content-language');
  return meta?.getAttribute('content')?.split(',')[0]?.trim() ?? '';
}

/** The countries a page's numbers are read in: its language, its address's domain, then the user's dialing plan. */
export const readingCountries = (document: Document, plan: string, host: string): CountryCode[] => pageCountries({ plan, lang: pageLanguage(document), host });
