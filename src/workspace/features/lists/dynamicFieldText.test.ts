import { describe, expect, it } from 'vitest';
import { createFormatter } from '@/src/domain/format';
import { dynamicFieldText, dynamicFormatOf } from './dynamicFieldText';

const fmt = createFormatter({ locale: 'en-US', timeZone: 'America/New_York' });
const shown = (value: Parameters<typeof dynamicFieldText>[0], f: Parameters<typeof dynamicFieldText>[1]) => dynamicFieldText(value, f, fmt).replace(/\s/g, ' ');

describe('dynamic field columns render by type', () => {
  it('percent, double with scale, int and currency, grouped and with the currency', () => {
    expect(shown(12.5, { type: 'percent' })).toBe('12.50%');
    expect(shown('3.14159', { type: 'double', scale: 2 })).toBe('3.14');
    expect(shown(7.9, { type: 'int' })).toBe('7');
    expect(shown(100000, { type: 'int' })).toBe('100,000');
    expect(shown(1200, { type: 'currency', currencySymbol: '€' })).toBe('€1,200.00');
    expect(shown(250000, { type: 'currency', currencySymbol: '$', scale: 0 })).toBe('$250,000');
  });
  it('date as its calendar day, datetime in the user’s zone, time as the locale writes it', () => {
    expect(shown('2025-03-04', { type: 'date' })).toBe('Mar 4, 2025');
    expect(shown('2025-03-04T20:05:00Z', { type: 'datetime' })).toBe('Mar 4, 2025, 3:05 PM');
    expect(shown('09:30', { type: 'time' })).toBe('9:30 AM');
    expect(shown('00:15', { type: 'time' })).toBe('12:15 AM');
  });
  it('empty values are blank; unreadable ones are shown as they came', () => {
    expect(shown(null, { type: 'int' })).toBe('');
    expect(shown('abc', { type: 'double', scale: 1 })).toBe('abc');
    expect(shown('soon', { type: 'date' })).toBe('soon');
  });
  it('reads the format from the layout type and its options', () => {
    expect(dynamicFormatOf('double', { decimals: 3 })).toEqual({ type: 'double', scale: 3 });
    expect(dynamicFormatOf('picklist', null)).toEqual({ type: 'other' });
  });
});
