import { sql, type SQL } from 'drizzle-orm';

/*
 * Contact search (spec 1 section 9: threshold 0.3, limit 100): trigram word similarity over names and
 * company, the 100 nearest through a tenant-scoped GiST index (KNN); email addresses and phone digits
 * by substring through GIN trigram indexes. Run through withSearchConnection (threshold 0.3).
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

/** At most 100 rows (id, score) of the tenant's best matching contacts. */
export function topMatches(tenantId: number, query: string): SQL {
  const { text, digits } = searchTerms(query);
  if (text.length < 3) {
    // Too short for trigrams: last names starting with the text, in list order.
    return sql`(select c.id, 1.0::float8 as score from contacts c
      where c.tenant_id = ${tenantId} and c.sort_name collate "C" >= ${text} and c.sort_name collate "C" < ${prefixEnd(text)}
      order by c.sort_name collate "C", c.id limit ${SEARCH_LIMIT})`;
  }
  const phones = digits
    ? sql`union all (select p.contact_id, 1.0::float8 from contact_phones p
        where p.tenant_id = ${tenantId} and p.digits like ${`%${digits}%`} order by p.contact_id limit ${SEARCH_LIMIT})`
    : sql``;
  // Names usually fill the 100: emails are read when the text looks like an address, or when names found fewer.
  const emailGuard = /[@.]/.test(text) ? sql`true` : sql`(select count(*) from n) < ${SEARCH_LIMIT}`;
  return sql`(with n as materialized (
      (select c.id, (1 - (c.search_name <->> ${text}))::float8 as score from contacts c
        where c.tenant_id = ${tenantId} and ${text} <% c.search_name
        order by c.search_name <->> ${text} limit ${SEARCH_LIMIT})
      ${phones}
    ), e as (
      -- Addresses match by substring (GIN trigram index): precise, and cheap when nothing matches.
      select e.contact_id as id, word_similarity(${text}, lower(e.address))::float8 as score from contact_emails e
        where ${emailGuard} and e.tenant_id = ${tenantId} and lower(e.address) like ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}
        limit ${SEARCH_LIMIT}
    )
    select id, max(score) as score from (select id, score from n union all select id, score from e) h
    group by id order by score desc, id limit ${SEARCH_LIMIT})`;
}

/** First phone and email of a contact row `c`, for list rows. */
export const listColumns = sql`c.id, c.first_name as "firstName", c.last_name as "lastName", c.is_lead as "isLead",
  c.company_name as "companyName", c.title, c.owner_id as "ownerId", c.sort_name as "sortName",
  (select p.number from contact_phones p where p.contact_id = c.id and p.tenant_id = c.tenant_id order by p.is_primary desc, p.id limit 1) as phone,
  (select e.address from contact_emails e where e.contact_id = c.id and e.tenant_id = c.tenant_id order by e.is_primary desc, e.id limit 1) as email`;
