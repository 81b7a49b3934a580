import { describe, expect, it } from 'vitest';
import { dynamicFieldText, dynamicFormatOf } from './dynamicFieldText';

describe('dynamic field columns render by type', () => {
  it('percent, double with scale, int and currency', () => {
    expect(dynamicFieldText(12.5, { type: 'percent' })).toBe('12.5%');
    expect(dynamicFieldText('3.14159', { type: 'double', scale: 2 })).toBe('3.14');
    expect(dynamicFieldText(7.9, { type: 'int' })).toBe('7');
    expect(dynamicFieldText(1200, { type: 'currency', currencySymbol: '€' })).toBe('€1200.00');
  });
  it('date, datetime and time', () => {
    expect(dynamicFieldText('2025-03-04', { type: 'date' })).toBe('3/4/2025');
    expect(dynamicFieldText('2025-03-04T15:05:00', { type: 'datetime' })).toBe('3/4/2025 3:05 PM');
    expect(dynamicFieldText('09:30', { type: 'time' })).toBe('9:30 AM');
    expect(dynamicFieldText('00:15', { type: 'time' })).toBe('12:15 AM');
  });
  it('empty values are blank; unreadable ones are shown as they came', () => {
    expect(dynamicFieldText(null, { type: 'int' })).toBe('');
    expect(dynamicFieldText('abc', { type: 'double', scale: 1 })).toBe('abc');
    expect(dynamicFieldText('soon', { type: 'date' })).toBe('soon');
  });
  it('reads the format from the layout type and its options', () => {
    expect(dynamicFormatOf('double', { decimals: 3 })).toEqual({ type: 'double', scale: 3 });
    expect(dynamicFormatOf('picklist', null)).toEqual({ type: 'other' });
  });
});
