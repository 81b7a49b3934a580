import { findPhoneNumbers } from '../click-to-call/find-phone-numbers';
import { recordIdFromUrl, type CrmHost } from './crm-hosts';
import type { PageRecord } from './plugin-messages';

/** How much of a page's text the screen pop reads: a record's fields sit at the top of its page. */
export const PAGE_TEXT_LIMIT = 50_000;
const MAX_EACH = 5;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi;

const firstDistinct = (values: string[]) => [...new Set(values)].slice(0, MAX_EACH);

/**
 * What a CRM page shows of its record: the external id its URL names (by the site's pattern) and
 * the first emails and numbers of its text, in page order (a record page leads with its own).
 */
export function readPageRecord(input: { url: string; text: string; host: Pick<CrmHost, 'recordPattern'>; country: string }): PageRecord {
  const text = input.text.slice(0, PAGE_TEXT_LIMIT);
  return {
    url: input.url.slice(0, 2048),
    externalId: recordIdFromUrl(input.host, input.url),
    emails: firstDistinct((text.match(EMAIL) ?? []).map((email) => email.toLowerCase()).filter((email) => email.length <= 254)),
    numbers: firstDistinct(findPhoneNumbers(text, input.country).map((found) => found.number)),
  };
}

/** Two readings name the same record (the frame pops again only when this changes). */
export const sameRecord = (a: PageRecord, b: PageRecord) => a.externalId === b.externalId && a.emails.join() === b.emails.join() && a.numbers.join() === b.numbers.join();
