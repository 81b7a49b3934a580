import { sql, type SQL } from 'drizzle-orm';
import type { DataIqRecord, DataIqSummary } from '@/src/contract';
import { DATA_IQ_PAGE_SIZE, isInvalidNumber, type DataIqCheck } from '@/src/domain/data-iq/data-quality';
import type { Db } from '../../db/database';
import { phoneKeySql } from '../contacts/phone-match-sql';
import type { AuthContext } from '../session/session-store';
import { createTelephonySettingsService, TELEPHONY_DEFAULTS } from '../telephony/telephony-settings-service';

type SqlCheck = Exclude<DataIqCheck, 'invalidPhone'>;
/** Two numbers are one when their last 10 digits agree (one may carry the country code, the other not). */
const digits = phoneKeySql(sql.raw('p.number'));

/** Each SQL check as (contact_id, detail) rows of one tenant. */
function checkRows(check: SqlCheck, tenantId: number): SQL {
  switch (check) {
    case 'missingPhone':
      return sql`select c.id as contact_id, null::text as detail from contacts c where c.tenant_id = ${tenantId} and not exists (select 1 from contact_phones p where p.contact_id = c.id)`;
    case 'missingEmail':
      return sql`select c.id as contact_id, null::text as detail from contacts c where c.tenant_id = ${tenantId} and not exists (select 1 from contact_emails e where e.contact_id = c.id)`;
    case 'duplicateEmail':
      return sql`select distinct on (e.contact_id) e.contact_id, lower(e.address) as detail from contact_emails e
        join (select lower(address) as address from contact_emails where tenant_id = ${tenantId} group by 1 having count(distinct contact_id) > 1) d on d.address = lower(e.address)
        where e.tenant_id = ${tenantId} order by e.contact_id, lower(e.address)`;
    case 'duplicatePhone':
      return sql`select distinct on (p.contact_id) p.contact_id, p.number as detail from contact_phones p
        join (select ${digits} as key from contact_phones p where p.tenant_id = ${tenantId} group by 1 having count(distinct p.contact_id) > 1) d on d.key = ${digits}
        where p.tenant_id = ${tenantId} order by p.contact_id, p.number`;
  }
}

/** Data quality of a tenant's contacts: one count per check, and the records behind each, a page at a time. */
export function createDataIqService(db: Db) {
  const telephony = createTelephonySettingsService(db);
  const countryOf = async (tenantId: number) => (await telephony.tenantSettings(tenantId)).dialingPlanCountry ?? TELEPHONY_DEFAULTS.dialingPlanCountry;

  /**
   * Contacts with a number that is not valid, each with its first such number. libphonenumber runs in
   * Node, not SQL, so the result is kept per tenant and computed again only when the tenant's numbers
   * or dialing plan changed (a fingerprint of count, last id and a hash of every number, read by SQL).
   */
  const invalidByTenant = new Map<number, { key: string; invalid: Map<number, string> }>();
  async function invalidNumbers(tenantId: number): Promise<Map<number, string>> {
    const country = await countryOf(tenantId);
    const { rows: prints } = await db.execute<{ n: number; last: number; hash: string }>(
      sql`select count(*)::int as n, coalesce(max(id), 0)::int as last, coalesce(sum(hashtext(contact_id || ':' || number)::bigint), 0)::text as hash from contact_phones where tenant_id = ${tenantId}`,
    );
    const print = prints[0];
    const key = `${country}|${print?.n ?? 0}|${print?.last ?? 0}|${print?.hash ?? ''}`;
    const cached = invalidByTenant.get(tenantId);
    if (cached?.key === key) return cached.invalid;
    const { rows } = await db.execute<{ contact_id: number; number: string }>(sql`select contact_id, number from contact_phones where tenant_id = ${tenantId} order by contact_id, id`);
    const invalid = new Map<number, string>();
    for (const row of rows) if (!invalid.has(row.contact_id) && isInvalidNumber(row.number, country)) invalid.set(row.contact_id, row.number);
    invalidByTenant.set(tenantId, { key, invalid });
    return invalid;
  }

  return {
    async summary(auth: AuthContext): Promise<DataIqSummary> {
      const counted = (check: SqlCheck) => sql`(select count(*)::int from (${checkRows(check, auth.tenantId)}) r)`;
      const { rows } = await db.execute<Record<SqlCheck | 'total', number>>(sql`select
        (select count(*)::int from contacts where tenant_id = ${auth.tenantId}) as total,
        ${counted('missingPhone')} as "missingPhone", ${counted('missingEmail')} as "missingEmail",
        ${counted('duplicateEmail')} as "duplicateEmail", ${counted('duplicatePhone')} as "duplicatePhone"`);
      const row = rows[0]!;
      return {
        totalContacts: row.total,
        counts: {
          missingPhone: row.missingPhone,
          missingEmail: row.missingEmail,
          invalidPhone: (await invalidNumbers(auth.tenantId)).size,
          duplicateEmail: row.duplicateEmail,
          duplicatePhone: row.duplicatePhone,
        },
        country: await countryOf(auth.tenantId),
      };
    },

    async records(auth: AuthContext, check: DataIqCheck, page: number): Promise<{ records: DataIqRecord[]; total: number }> {
      const offset = page * DATA_IQ_PAGE_SIZE;
      if (check === 'invalidPhone') {
        const invalid = await invalidNumbers(auth.tenantId);
        if (invalid.size === 0) return { records: [], total: 0 };
        const ids = [...invalid.keys()];
        const { rows } = await db.execute<{ id: number; first_name: string; last_name: string; is_lead: boolean }>(
          sql`select id, first_name, last_name, is_lead from contacts where tenant_id = ${auth.tenantId} and id = any(${sql.param(ids)}::int[]) order by sort_name collate "C", id offset ${offset} limit ${DATA_IQ_PAGE_SIZE}`,
        );
        return { records: rows.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, isLead: r.is_lead, detail: invalid.get(r.id) ?? null })), total: invalid.size };
      }
      const { rows } = await db.execute<{ id: number; first_name: string; last_name: string; is_lead: boolean; detail: string | null; total: number }>(
        sql`select c.id, c.first_name, c.last_name, c.is_lead, r.detail, count(*) over ()::int as total
          from (${checkRows(check, auth.tenantId)}) r join contacts c on c.id = r.contact_id and c.tenant_id = ${auth.tenantId}
          order by c.sort_name collate "C", c.id offset ${offset} limit ${DATA_IQ_PAGE_SIZE}`,
      );
      const total = rows[0]?.total ?? (offset === 0 ? 0 : await this.count(auth, check));
      return { records: rows.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, isLead: r.is_lead, detail: r.detail })), total };
    },

    /** The count of one check (a page past the end still tells how many there are). */
    async count(auth: AuthContext, check: SqlCheck): Promise<number> {
      const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${checkRows(check, auth.tenantId)}) r`);
      return rows[0]?.n ?? 0;
    },
  };
}
