import { numberFormat } from './intl-cache';

const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/** A count with the locale's grouping: 100000 reads "100,000" (en-US). */
export const formatCount = (n: number, locale: string): string => numberFormat(locale, { maximumFractionDigits: 0 }).format(finite(n));

/** Spec 3: percentages with 2 decimals; `value` is a percent (0-100): 20.7 reads "20.70%" (en-US). */
export const formatPercent = (value: number, locale: string): string => numberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(finite(value) / 100);

/** A decimal number with exactly `decimals` places (a field's scale), grouped; without a scale, as many as it has. */
export const formatDecimal = (n: number, locale: string, decimals?: number): string =>
  numberFormat(locale, decimals === undefined ? { maximumFractionDigits: 20 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(finite(n));

/** The ISO 4217 code a field's currency symbol stands for (CRM layouts give a symbol); null when it is not one we know. */
export function currencyOfSymbol(symbol: string | undefined): string | null {
  const s = (symbol ?? '$').trim();
  if (/^[A-Z]{3}$/.test(s)) return s;
  const bySymbol: Record<string, string> = { $: 'USD', US$: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', CHF: 'CHF', C$: 'CAD', A$: 'AUD', kr: 'SEK', R$: 'BRL', '₩': 'KRW' };
  return bySymbol[s] ?? null;
}

/**
 * An amount of money with its currency (an ISO 4217 code, or a symbol a layout gives): 100000 USD
 * reads "$100,000.00" (en-US), "100.000,00 $" (de-DE). A symbol we cannot name as a currency is
 * written before the grouped amount.
 */
export function formatMoney(amount: number, currency: string, locale: string, decimals?: number): string {
  const code = currencyOfSymbol(currency);
  const digits = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  if (!code) return `${currency}${formatDecimal(amount, locale, decimals ?? 2)}`;
  return numberFormat(locale, { style: 'currency', currency: code, ...digits }).format(finite(amount));
}
