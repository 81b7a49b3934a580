import { describe, expect, it } from 'vitest';
import { currencyOfSymbol, formatCount, formatDecimal, formatMoney, formatPercent } from './numbers';

// Intl separates some parts with no-break spaces; the tests read them as spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatCount', () => {
  it('groups digits as the locale does', () => {
    expect(formatCount(100000, 'en-US')).toBe('100,000');
    expect(formatCount(1234567, 'de-DE')).toBe('1.234.567');
    expect(formatCount(999, 'en-US')).toBe('999');
  });

  it('shows an unknown count as 0 and a fraction rounded', () => {
    expect(formatCount(Number.NaN, 'en-US')).toBe('0');
    expect(formatCount(2.6, 'en-US')).toBe('3');
  });
});

describe('formatPercent (spec 3: percentages with 2 decimals)', () => {
  it('shows a percent (0-100) with two decimals', () => {
    expect(formatPercent(20.7, 'en-US')).toBe('20.70%');
    expect(formatPercent(100, 'en-US')).toBe('100.00%');
    expect(formatPercent(100 / 3, 'en-US')).toBe('33.33%');
    expect(formatPercent(0, 'en-US')).toBe('0.00%');
  });

  it('follows the locale’s decimal mark and sign', () => {
    expect(plain(formatPercent(18.514, 'de-DE'))).toBe('18,51 %');
  });

  it('shows nothing to divide as 0.00%', () => {
    expect(formatPercent(Number.NaN, 'en-US')).toBe('0.00%');
  });
});

describe('formatDecimal', () => {
  it('shows exactly the field’s scale, grouped', () => {
    expect(formatDecimal(3.14159, 'en-US', 2)).toBe('3.14');
    expect(formatDecimal(1234.5, 'en-US', 2)).toBe('1,234.50');
  });

  it('keeps every decimal without a scale', () => {
    expect(formatDecimal(0.125, 'en-US')).toBe('0.125');
  });
});

describe('formatMoney', () => {
  it('shows an amount with its currency and the locale’s grouping', () => {
    expect(formatMoney(100000, 'USD', 'en-US')).toBe('$100,000.00');
    expect(plain(formatMoney(100000, 'USD', 'de-DE'))).toBe('100.000,00 $');
    expect(formatMoney(1200, 'EUR', 'en-US')).toBe('€1,200.00');
  });

  it('reads a layout’s currency symbol as its currency', () => {
    expect(formatMoney(1200, '€', 'en-US')).toBe('€1,200.00');
    expect(formatMoney(250000, '$', 'en-US', 0)).toBe('$250,000');
  });

  it('writes a symbol it cannot name before the grouped amount', () => {
    expect(formatMoney(1500, '₿', 'en-US')).toBe('₿1,500.00');
  });

  it('uses the currency’s own decimals (yen has none)', () => {
    expect(formatMoney(5000, 'JPY', 'en-US')).toBe('¥5,000');
  });
});

describe('currencyOfSymbol', () => {
  it('names the common symbols and keeps an ISO code', () => {
    expect(currencyOfSymbol('$')).toBe('USD');
    expect(currencyOfSymbol('£')).toBe('GBP');
    expect(currencyOfSymbol('CAD')).toBe('CAD');
    expect(currencyOfSymbol(undefined)).toBe('USD');
    expect(currencyOfSymbol('₿')).toBeNull();
  });
});
