import { describe, expect, it } from 'vitest';
import type { CountryCode } from 'libphonenumber-js/max';
import { findPhoneNumbers, telLinkNumber } from './find-phone-numbers';

const numbers = (text: string, ...countries: CountryCode[]) => findPhoneNumbers(text, countries.length ? countries : ['US']).map((f) => f.number);
const written = (text: string, ...countries: CountryCode[]) => findPhoneNumbers(text, countries).map((f) => text.slice(f.start, f.end));

describe('click-to-call number finding', () => {
  it('finds the written forms of US numbers, and leaves dates, prices, ZIP codes and order numbers', () => {
    expect(numbers('(202) 555-0107')).toEqual(['+12025550107']);
    expect(numbers('202.555.0107')).toEqual(['+12025550107']);
    expect(numbers('2025550107')).toEqual(['+12025550107']);
    expect(numbers('+1-202-555-0107')).toEqual(['+12025550107']);
    expect(numbers('+44 7911 123456')).toEqual(['+447911123456']);
    expect(numbers('07911 123456', 'GB')).toEqual(['+447911123456']);
    expect(numbers('Shipped 2026-11-05, total $1,234.56, ZIP 94103-1234, order #100000, SKU-12-84')).toEqual([]);
  });

  it('finds numbers in text against the page countries', () => {
    const text = 'Call us at (202) 555-0107 or +44 7911 123456 today.';
    const found = findPhoneNumbers(text, ['US']);
    expect(found.map((f) => f.number)).toEqual(['+12025550107', '+447911123456']);
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe('(202) 555-0107');
  });

  it('finds international numbers whatever the dialing plan, extensions included', () => {
    for (const plan of ['US', 'DE', 'JP'] as const) {
      expect(written('Fax: +49 (0)30 259219-111', plan)).toEqual(['+49 (0)30 259219-111']);
      expect(written('Telefon: +43 (0) 50 11 50 - 3320', plan)).toEqual(['+43 (0) 50 11 50 - 3320']);
      expect(written('Телефон: +7(495)609-44-44, +7(495)609-44-33', plan)).toEqual(['+7(495)609-44-44', '+7(495)609-44-33']);
      expect(written('Teléfono: (+57) 313-828-4719', plan)).toEqual(['(+57) 313-828-4719']);
    }
    expect(numbers('Telefon: +43 (0) 50 11 50 - 3320', 'US')).toEqual(['+435011503320']);
    // Digits after a comma are the next thing on the page, not an extension.
    expect(written('Fax +49 (0)30 259219-111, 10117 Berlin', 'US')).toEqual(['+49 (0)30 259219-111']);
  });

  it('reads national numbers in the first page country that makes them valid', () => {
    expect(numbers('Tél : 04 76 40 63 62', 'FR', 'US')).toEqual(['+33476406362']);
    expect(numbers('call NHS Direct on 0845 46 47.', 'GB')).toEqual(['+448454647']);
    expect(numbers('Ufficio: 06 1234 5678', 'IT')).toEqual(['+390612345678']);
    expect(numbers('Telefon 043 499 18 60', 'CH', 'DE')).toEqual(['+41434991860']);
    // A US number on a page read as German first is still read as American when German makes it invalid.
    expect(numbers('Phone (802) 656-3330', 'DE', 'US')).toEqual(['+18026563330']);
    // A national number of a country not among the page countries is not guessed.
    expect(numbers('Tél : 04 76 40 63 62', 'US')).toEqual([]);
  });

  it('never marks dates, times, year ranges, counts, prices or postcodes as numbers, even with a European plan', () => {
    const nothing = [
      'Veröffentlicht am 31.10.2023 um 10.15 Uhr',
      '15.12.2020 – 14:49',
      'Stand 09.12.2020, geändert 9.6.2005',
      'on 10/31/2023 at 2:45 pm, 12/01/22',
      'Chronik 1914-2014, Saison 2019/2020, 2019–20',
      'Zugriffe: 1.362.249, Besucher 35.681.468, population 1,628,900',
      "Preis: 14.900 €, HUF 1050000,--, CHF 1'250.50, $150K",
      'Friedrichstraße 180 10117 Berlin, 80335 München',
      '30000 Besucher, 14900 Teilnehmer, Seite 1437',
      'Archive 07/05 - 07/12 (1)',
      'doi:10.1073/pnas.0801507105, ISBN 978-0-19-852663-6',
      'Aktenzeichen I ZR 86/83, GRUR 1986, 248, 251',
      'Bug 1681512, 150-117-142 mm, 23,5 %',
    ];
    for (const text of nothing) for (const plan of ['DE', 'AT', 'FR', 'GB', 'US'] as const) expect(numbers(text, plan), `${text} (${plan})`).toEqual([]);
  });

  it('leaves a national number written without the trunk prefix its country writes', () => {
    expect(numbers('Berlin 030 2592190', 'DE')).toEqual(['+49302592190']);
    expect(numbers('Berlin 30 2592190', 'DE')).toEqual([]);
    // Russia writes its trunk 8 or leaves it out; both are numbers.
    expect(numbers('(495) 609-44-44', 'RU')).toEqual(['+74956094444']);
    expect(numbers('8 (495) 609-44-44', 'RU')).toEqual(['+74956094444']);
  });

  it('ignores text without a phone number', () => {
    expect(findPhoneNumbers('Order 12 of 2024, page 7', ['US'])).toEqual([]);
    expect(findPhoneNumbers('', ['US'])).toEqual([]);
  });

  it('reads tel: links', () => {
    expect(telLinkNumber('tel:+1-202-555-0107')).toBe('+1-202-555-0107');
    expect(telLinkNumber('tel:%2B12025550107;ext=2')).toBe('+12025550107');
    expect(telLinkNumber('mailto:a@b.c')).toBeNull();
    expect(telLinkNumber('tel:')).toBeNull();
    expect(telLinkNumber('callto:+12025550107')).toBe('+12025550107');
    expect(telLinkNumber('CALLTO://+1 (202) 555-0107')).toBe('+1 (202) 555-0107');
    expect(telLinkNumber('callto:some.skype.name')).toBeNull();
    expect(telLinkNumber('tel:%E0%A4%A')).toBeNull();
  });
});
