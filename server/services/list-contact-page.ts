import { sql, type SQL } from 'drizzle-orm';
import type { ListContactRow, ListContactSort, ListContactStatus } from '../../src/contract/entities/lists';
import { LIST_CONTACTS_SEARCH_LIMIT, LIST_CONTACT_STATUSES } from '../../src/contract/entities/lists';
import type { Db } from '../db/database';
import { listContactDueSql } from './list-due-sql';
import type { AuthContext } from './session-store';

export interface ListContactPageQuery {
  start: number;
  length: number;
  dueOnly: boolean;
  ownerContactsOnly: boolean;
  ownerAccountsOnly: boolean;
  stepId?: number | undefined;
  variantId?: number | undefined;
  listStatus?: ListContactStatus | undefined;
  order: ListContactSort[];
  search: string;
}

/** Sort keys by column: whitelisted SQL only, ties broken by the contact id. */
const SORT_SQL: Record<ListContactSort['column'], SQL> = {
  name: sql`c.sort_name collate "C"`,
  title: sql`lower(c.title)`,
  account: sql`lower(coalesce(a.name, c.company_name))`,
  ownerName: sql`lower(u.last_name || ' ' || u.first_name)`,
  leadStatus: sql`lower(ls.name)`,
  listStatus: sql`lc.list_status`,
  timezone: sql`c.timezone`,
  email: sql`(select lower(e.address) from contact_emails e where e.contact_id = c.id order by e.is_primary desc, e.id limit 1)`,
  lastCallDateTime: sql`lc.last_call_at`,
  createdDate: sql`c.created_at`,
  leadSource: sql`lower(c.lead_source)`,
  mailingCity: sql`lower(c.mailing_city)`,
  addedManually: sql`lc.added_manually`,
  playbookStepEnabledAt: sql`lc.playbook_step_enabled_at`,
  isLead: sql`c.is_lead`,
};

type BaseRow = {
  id: number;
  list_contact_id: number;
  first_name: string;
  last_name: string;
  title: string | null;
  account_id: number | null;
  account_name: string | null;
  company_name: string | null;
  owner_id: number | null;
  owner_first: string | null;
  owner_last: string | null;
  lead_status: string | null;
  list_status: string;
  playbook_step_id: number | null;
  variant_id: number | null;
  enabled_at: Date | string;
  timezone: string | null;
  last_call_at: Date | string | null;
  last_call_result: string | null;
  created_at: Date | string;
  lead_source: string | null;
  mailing_city: string | null;
  added_manually: boolean;
  is_lead: boolean;
  other_fields: Record<string, string | number | boolean | null> | null;
  is_call_opt_out: boolean;
  reserved_by_user_id: number | null;
  reserved_until: Date | string | null;
  skip_reason: string | null;
};

const isoOf = (v: Date | string | null | undefined) => (v == null ? null : new Date(v).toISOString());

/** One page of a list's contacts (spec 2 list contacts tables): filters, sort, then the page rows' details. */
export async function listContactPage(db: Db, auth: AuthContext, listId: number, q: ListContactPageQuery, now: Date): Promise<{ contacts: ListContactRow[]; total: number }> {
  const where: SQL[] = [sql`lc.tenant_id = ${auth.tenantId}`, sql`lc.list_id = ${listId}`];
  if (q.dueOnly) where.push(listContactDueSql(now, { alias: 'lc', userId: auth.userId }));
  if (q.stepId) where.push(sql`lc.playbook_step_id = ${q.stepId}`);
  if (q.variantId) where.push(sql`lc.variant_id = ${q.variantId}`);
  if (q.listStatus) where.push(sql`lc.list_status = ${q.listStatus}`);
  // Contact-side filters need the contact row.
  const contactWhere: SQL[] = [];
  if (q.ownerContactsOnly) contactWhere.push(sql`c.owner_id = ${auth.userId}`);
  // Accounts carry no owner here: only leads pass the owner-accounts filter (LISTS-NOTES.md).
  if (q.ownerAccountsOnly) contactWhere.push(sql`c.is_lead`);
  if (q.search) {
    const like = `%${q.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    contactWhere.push(sql`(c.search_name like ${like} or exists (select 1 from contact_emails e where e.contact_id = c.id and lower(e.address) like ${like}))`);
  }
  const filter = sql.join([...where, ...contactWhere], sql` and `);
  const order = q.order.length ? q.order : [{ column: 'name' as const, direction: 'asc' as const }];
  const orderSql = sql.join(
    [...order.map((o) => sql`${SORT_SQL[o.column]} ${o.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`}`), sql`c.id ${order[0]?.direction === 'desc' ? sql`desc` : sql`asc`}`],
    sql`, `,
  );
  const needsJoins = order.some((o) => ['account', 'ownerName', 'leadStatus'].includes(o.column));
  const limit = q.search ? Math.min(q.length, Math.max(0, LIST_CONTACTS_SEARCH_LIMIT - q.start)) : q.length;
  // The page: only the sort's joins inside, so the planner can walk an index in order and stop early.
  const pageIds = sql`
    select lc.id as lc_id, c.id as c_id from list_contacts lc join contacts c on c.id = lc.contact_id and c.tenant_id = ${auth.tenantId}
    ${needsJoins ? sql`left join users u on u.id = c.owner_id left join accounts a on a.id = c.account_id left join lead_statuses ls on ls.id = c.lead_status_id` : sql``}
    where ${filter} order by ${orderSql} limit ${limit} offset ${q.start}`;
  const countSql = contactWhere.length
    ? sql`select count(*)::int as n from (select 1 from list_contacts lc join contacts c on c.id = lc.contact_id where ${filter} ${q.search ? sql`limit ${LIST_CONTACTS_SEARCH_LIMIT}` : sql``}) x`
    : sql`select count(*)::int as n from list_contacts lc where ${filter}`;
  const [pageRows, count] = await Promise.all([
    limit > 0 ? db.execute<{ lc_id: number; c_id: number }>(pageIds).then((r) => r.rows) : Promise.resolve([]),
    db.execute<{ n: number }>(countSql),
  ]);
  const lcIds = pageRows.map((r) => r.lc_id);
  const fetched = lcIds.length
    ? await db.execute<BaseRow>(sql`
      select c.id, lc.id as list_contact_id, c.first_name, c.last_name, c.title, c.account_id, a.name as account_name, c.company_name,
        c.owner_id, u.first_name as owner_first, u.last_name as owner_last, ls.name as lead_status,
        lc.list_status, lc.playbook_step_id, lc.variant_id, lc.playbook_step_enabled_at as enabled_at, c.timezone,
        lc.last_call_at, lc.last_call_result, c.created_at, c.lead_source, c.mailing_city, lc.added_manually, c.is_lead,
        c.other_fields, c.is_call_opt_out, lc.reserved_by_user_id, lc.reserved_until, lc.skip_reason
      from list_contacts lc join contacts c on c.id = lc.contact_id
      left join users u on u.id = c.owner_id left join accounts a on a.id = c.account_id left join lead_statuses ls on ls.id = c.lead_status_id
      where lc.tenant_id = ${auth.tenantId} and lc.id = any(${sql.param(lcIds)}::int[])`)
    : { rows: [] as BaseRow[] };
  // Back in the page's order.
  const byLc = new Map(fetched.rows.map((r) => [r.list_contact_id, r]));
  const rows = lcIds.map((id) => byLc.get(id)).filter((r): r is BaseRow => r !== undefined);
  const details = await pageDetails(db, auth.tenantId, rows.map((r) => r.id));
  const contacts = rows.map((r): ListContactRow => {
    const d = details.get(r.id);
    const phones = d?.phones ?? [];
    return {
      id: r.id,
      listContactId: r.list_contact_id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      firstName: r.first_name,
      lastName: r.last_name,
      title: r.title,
      account: r.account_id && r.account_name ? { id: r.account_id, name: r.account_name } : null,
      ownerName: r.owner_id ? `${r.owner_first ?? ''} ${r.owner_last ?? ''}`.trim() : null,
      ownerId: r.owner_id,
      accountOwnerId: null,
      leadStatus: r.lead_status,
      listStatus: (LIST_CONTACT_STATUSES as readonly string[]).includes(r.list_status) ? (r.list_status as ListContactStatus) : 'not contacted',
      playbookStepId: r.playbook_step_id,
      variantId: r.variant_id,
      playbookStepEnabledAt: new Date(r.enabled_at).toISOString(),
      timezone: r.timezone,
      phones,
      email: d?.email ?? null,
      opensCount: d?.opens ?? 0,
      lastOpen: isoOf(d?.lastOpen),
      clicksCount: d?.clicks ?? 0,
      lastClick: isoOf(d?.lastClick),
      lastCallDateTime: isoOf(r.last_call_at) ?? isoOf(d?.lastCall),
      lastCallResult: r.last_call_result,
      createdDate: new Date(r.created_at).toISOString(),
      createdBy: d?.createdBy ?? null,
      lastModifiedDate: isoOf(d?.lastModified),
      lastModifiedBy: d?.lastModifiedBy ?? null,
      leadSource: r.lead_source,
      mailingCity: r.mailing_city,
      addedManually: r.added_manually,
      isLead: r.is_lead,
      otherFields: r.other_fields ?? {},
      hasEmail: d?.email != null,
      hasPhoneNumber: phones.length > 0,
      isCallOptOut: r.is_call_opt_out,
      availableBitstring: null,
      connectScoreThirty: null,
      lastConnect: isoOf(d?.lastConnect),
      reservedByUserId: r.reserved_by_user_id,
      reservedUntil: isoOf(r.reserved_until),
      skipReason: r.skip_reason,
      selected: false,
    };
  });
  return { contacts, total: count.rows[0]?.n ?? 0 };
}

type Details = {
  phones: { number: string; type: string; isPrimary: boolean }[];
  email: string | null;
  opens: number;
  clicks: number;
  lastOpen: string | null;
  lastClick: string | null;
  lastCall: string | null;
  lastConnect: string | null;
  createdBy: string | null;
  lastModified: string | null;
  lastModifiedBy: string | null;
};

/** Phones, email, email tracking, calls and edits of the page's contacts (at most a page of ids). */
async function pageDetails(db: Db, tenantId: number, contactIds: number[]): Promise<Map<number, Details>> {
  const out = new Map<number, Details>();
  if (!contactIds.length) return out;
  const ids = sql`${sql.param(contactIds)}::int[]`;
  const { rows } = await db.execute<{ id: number } & Details>(sql`
    select c.id,
      coalesce((select json_agg(json_build_object('number', p.number, 'type', p.type, 'isPrimary', p.is_primary) order by p.is_primary desc, p.id)
        from contact_phones p where p.contact_id = c.id), '[]'::json) as phones,
      (select e.address from contact_emails e where e.contact_id = c.id order by e.is_primary desc, e.id limit 1) as email,
      coalesce(m.opens, 0)::int as opens, coalesce(m.clicks, 0)::int as clicks, m.last_open as "lastOpen", m.last_click as "lastClick",
      (select max(a.occurred_at) from activities a where a.tenant_id = ${tenantId} and a.contact_id = c.id and a.kind = 'call') as "lastCall",
      (select max(a.occurred_at) from activities a where a.tenant_id = ${tenantId} and a.contact_id = c.id and a.kind = 'call'
         and a.direction = 'out' and a.duration_seconds >= 120) as "lastConnect",
      (select u.first_name || ' ' || u.last_name from activities a join users u on u.id = a.user_id
         where a.tenant_id = ${tenantId} and a.contact_id = c.id and a.kind = 'contact_event' and a.data ->> 'event' in ('NEW_CONTACT', 'NEW_LEAD')
         order by a.occurred_at limit 1) as "createdBy",
      ev.occurred_at as "lastModified", ev.name as "lastModifiedBy"
    from contacts c
    left join lateral (select sum(em.opens) as opens, sum(em.clicks) as clicks, max(em.opened_at) as last_open, max(em.clicked_at) as last_click
      from email_messages em where em.tenant_id = ${tenantId} and em.contact_id = c.id) m on true
    left join lateral (select a.occurred_at, u.first_name || ' ' || u.last_name as name from activities a left join users u on u.id = a.user_id
      where a.tenant_id = ${tenantId} and a.contact_id = c.id and a.kind = 'contact_event' order by a.occurred_at desc limit 1) ev on true
    where c.tenant_id = ${tenantId} and c.id = any(${ids})`);
  for (const r of rows) out.set(r.id, r);
  return out;
}
