import { sql, type SQL } from 'drizzle-orm';

/*
 * Contact search (spec 1 section 9: threshold 0.3, limit 100): trigram word similarity over names and
 * company, email addresses and phone digits, each through its tenant-scoped GIN index.
 */

export const SEARCH_THRESHOLD = 0.3;
export const SEARCH_LIMIT = 100;

/** Lower-cased query; the digits alone when it reads as a phone number. */
export function searchTerms(query: string): { text: string; digits: string | null } {
  const text = query.trim().toLowerCase();
  const digits = text.replace(/[\s().+-]/g, '');
  return { text, digits: /^\d{3,15}$/.test(digits) ? digits : null };
}

/** The next string after every string that starts with `prefix` (for an index range scan). */
export function prefixEnd(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/** Rows (id, score) of the tenant's contacts matching the query; run with the word-similarity threshold set. */
export function searchHits(tenantId: number, query: string): SQL {
  const { text, digits } = searchTerms(query);
  if (text.length < 3) {
    // Too short for trigrams: names starting with the text.
    return sql`select c.id, 1.0::real as score from contacts c
      where c.tenant_id = ${tenantId} and c.sort_name collate "C" >= ${text} and c.sort_name collate "C" < ${prefixEnd(text)}
      union all
      select c.id, 0.9::real from contacts c
      where c.tenant_id = ${tenantId} and c.search_name like ${`${text.replace(/[\\%_]/g, '\\$&')}%`}`;
  }
  const phones = digits
    ? sql`union all select p.contact_id as id, 1.0::real from contact_phones p
        where p.tenant_id = ${tenantId} and p.digits like ${`%${digits}%`}`
    : sql``;
  return sql`select c.id, word_similarity(${text}, c.search_name) as score from contacts c
      where c.tenant_id = ${tenantId} and ${text} <% c.search_name
    union all
    select e.contact_id, word_similarity(${text}, lower(e.address)) from contact_emails e
      where e.tenant_id = ${tenantId} and ${text} <% lower(e.address)
    ${phones}`;
}

export const setThreshold = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_THRESHOLD)}, true)`;

/** First phone and email of a contact row `c`, for list rows. */
export const listColumns = sql`c.id, c.first_name as "firstName", c.last_name as "lastName", c.is_lead as "isLead",
  c.company_name as "companyName", c.title, c.owner_id as "ownerId", c.sort_name as "sortName",
  (select p.number from contact_phones p where p.contact_id = c.id order by p.is_primary desc, p.id limit 1) as phone,
  (select e.address from contact_emails e where e.contact_id = c.id order by e.is_primary desc, e.id limit 1) as email`;
