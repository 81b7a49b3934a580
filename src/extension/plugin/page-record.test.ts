import { describe, expect, it } from 'vitest';
import { PAGE_TEXT_LIMIT, readPageRecord, sameRecord } from './page-record';

describe('reading a CRM page for the screen pop', () => {
  const page = (text: string, url = 'http://crm.test/records/A17') => readPageRecord({ url, text, host: { recordPattern: '/records/(\\w+)' }, country: 'US' });

  it('takes the record id from the URL and the emails and numbers in page order, lower-cased and distinct', () => {
    const record = page('Jane Doe\nEmail: Jane.Doe@Example.test\nPhone: (303) 555-0142\nOwner: owner@crm.test\nAgain: jane.doe@example.test, +1 303 555 0142');
    expect(record).toEqual({ url: 'http://crm.test/records/A17', externalId: 'A17', emails: ['jane.doe@example.test', 'owner@crm.test'], numbers: ['+13035550142'] });
  });

  it('names no record id on a page the pattern does not match, and keeps at most five of each', () => {
    const many = Array.from({ length: 8 }, (_, i) => `p${i}@x.test (303) 555-01${10 + i}`).join('\n');
    const record = page(many, 'http://crm.test/home');
    expect(record.externalId).toBeNull();
    expect(record.emails).toHaveLength(5);
    expect(record.numbers).toEqual(['+13035550110', '+13035550111', '+13035550112', '+13035550113', '+13035550114']);
  });

  it('reads only the top of a very long page', () => {
    expect(page(`${' '.repeat(PAGE_TEXT_LIMIT)} late@x.test`).emails).toEqual([]);
  });

  it('tells when two readings name the same record', () => {
    expect(sameRecord(page('a@x.test'), page('a@x.test', 'http://crm.test/records/A17?tab=2'))).toBe(true);
    expect(sameRecord(page('a@x.test'), page('b@x.test'))).toBe(false);
  });
});
