import { describe, expect, it } from 'vitest';
import { maskNonPhoneDigits } from './non-phone-digits';

const masked = (text: string) => maskNonPhoneDigits(text);
const noDigitLeft = (text: string) => {
  const result = masked(text);
  expect(result, text).toHaveLength(text.length);
  expect(result, text).not.toMatch(/\d/);
};

describe('digits that are not telephone numbers', () => {
  it('masks dates, times and year ranges, keeping the text length', () => {
    for (const text of ['31.10.2023', '10/31/2023', '9.6.2005', '2023-10-31', '2023-10-31T14:49:00', '14:49', '17:12:11.001', '14h30', '1914-2014', '2019–20', '2019 / 2020', '07/05', '31.10.']) {
      expect(masked(text), text).toBe('_'.repeat(text.length));
    }
    expect(masked('15.12.2020 – 14:49 Uhr')).toBe('__________ – _____ Uhr');
  });

  it('masks grouped counts, prices, percentages, measures, order numbers, ISBNs and DOIs', () => {
    for (const text of [
      '1.362.249',
      '1,628,900',
      '1.234,56',
      "1'250",
      '$41.99',
      '14.900 €',
      'HUF 1050000,--',
      'EUR 12,50',
      '23,5 %',
      '150 mm',
      '#100000',
      'ISBN 978-0-19-852663-6',
      '10.1073/pnas.0801507105',
    ])
      noDigitLeft(text);
  });

  it('leaves telephone numbers whole, however their groups are written', () => {
    for (const text of [
      '01.23.45.67.89',
      '04 76 40 63 62',
      '214.939.3636',
      '+49 (0)30 259219-111',
      '05971/938-4215',
      '+43 1 90115-4411',
      '0043(0) 316/82 16 36',
      '333.123.4567',
      '+1 212 1914-2014',
      '086-223-3311',
      '(05121) 89-0',
    ]) {
      expect(masked(text), text).toBe(text);
    }
  });
});
