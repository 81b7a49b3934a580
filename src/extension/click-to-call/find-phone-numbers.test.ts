import { describe, expect, it } from 'vitest';
import { findPhoneNumbers, telLinkNumber } from './find-phone-numbers';

describe('click-to-call number finding', () => {
  it('finds the written forms of numbers past the quick shape check, and leaves dates, prices, ZIP codes and order numbers', () => {
    const numbers = (text: string, country = 'US') => findPhoneNumbers(text, country).map((f) => f.number);
    expect(numbers('(202) 555-0107')).toEqual(['+12025550107']);
    expect(numbers('202.555.0107')).toEqual(['+12025550107']);
    expect(numbers('2025550107')).toEqual(['+12025550107']);
    expect(numbers('+1-202-555-0107')).toEqual(['+12025550107']);
    expect(numbers('+44 7911 123456')).toEqual(['+447911123456']);
    expect(numbers('07911 123456', 'GB')).toEqual(['+447911123456']);
    expect(numbers('Shipped 2026-11-05, total $1,234.56, ZIP 94103-1234, order #100000, SKU-12-84')).toEqual([]);
  });

  it('finds numbers in text against the default country', () => {
    const text = 'Call us at (202) 555-0107 or +44 7911 123456 today.';
    const found = findPhoneNumbers(text, 'US');
    expect(found.map((f) => f.number)).toEqual(['+12025550107', '+447911123456']);
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe('(202) 555-0107');
  });

  it('reads national numbers with the default country', () => {
    expect(findPhoneNumbers('Ufficio: 06 1234 5678', 'IT').map((f) => f.number)).toEqual(['+390612345678']);
  });

  it('ignores text without a phone number', () => {
    expect(findPhoneNumbers('Order 12 of 2024, page 7', 'US')).toEqual([]);
    expect(findPhoneNumbers('', 'US')).toEqual([]);
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
