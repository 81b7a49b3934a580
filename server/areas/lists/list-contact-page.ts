import { sql, type SQL } from 'drizzle-orm';
import { availabilityBits } from '@/src/domain/lists/availability';
import { connectRuleOf } from '../../activity/connection-rule';
import { activityMeasures } from '../../activity/measure-sql';
import type { ListContactRow, ListContactSort, ListContactStatus } from '@/src/contract/entities/lists';
import { LIST_CONTACTS_SEARCH_LIMIT, LIST_CONTACT_STATUSES } from '@/src/contract/entities/lists';
import type { Db } from '../../db/database';
import { listContactDueSql } from './list-due-sql';
import type { AuthContext } from '../session/session-store';

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
  /** Only this contact (the list-contact page). */
  contactId?: number | undefined;
}

/**
 * Sort keys by column: whitelisted SQL only, ties broken by the contact id. `lc` columns live on
 * list_contacts (sort_name is the contact's, copied by triggers) and several have a page index
 * (tenant_id, list_id, key, contact_id), so such a page is an index walk that stops at the page.
 * `notNull` keys sort without a nulls clause, so the index order (either direction) matches.
 */
const SORT_SQL: Record<ListContactSort['column'], { key: SQL; lc?: true; notNull?: true }> = {
  name: { key: sql`lc.sort_name collate "C"`, lc: true, notNull: true },
  title: { key: sql`lower(c.title)` },
  account: { key: sql`lower(coalesce(a.name, c.company_name))` },
  ownerName: { key: sql`lower(u.last_name || ' ' || u.first_name)` },
  leadStatus: { key: sql`lower(ls.name)` },
  listStatus: { key: sql`lc.list_status`, lc: true, notNull: true },
  timezone: { key: sql`c.timezone` },
  email: { key: sql`(select lower(e.address) from contact_emails e where e.contact_id = c.id order by e.is_primary desc, e.id limit 1)` },
  lastCallDateTime: { key: sql`lc.last_call_at`, lc: true },
  createdDate: { key: sql`c.created_at` },
  leadSource: { key: sql`lower(c.lead_source)` },
  mailingCity: { key: sql`lower(c.mailing_city)` },
  addedManually: { key: sql`lc.added_manually`, lc: true, notNull: true },
  playbookStepEnabledAt: { key: sql`lc.playbook_step_enabled_at`, lc: true, notNull: true },
  isLead: { key: sql`c.is_lead` },
};

/** ORDER BY of a page: the sorts, then the contact id in the main sort's direction. */
export function listContactOrderSql(order: ListContactSort[]): SQL {
  const keys = order.map((o) => {
    const s = SORT_SQL[o.column];
    if (s.notNull) return sql`${s.key} ${o.direction === 'desc' ? sql`desc` : sql`asc`}`;
    return sql`${s.key} ${o.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`}`;
  });
  return sql.join([...keys, sql`lc.contact_id ${order[0]?.direction === 'desc' ? sql`desc` : sql`asc`}`], sql`, `);
}

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
  account_owner_id: number | null;
};

const isoOf = (v: Date | string | null | undefined) => (v == null ? null : new Date(v).toISOString());

/** One page of a list's contacts (spec 2 list contacts tables): filters, sort, then the page rows' details. */
export async function listContactPage(db: Db, auth: AuthContext, listId: number, q: ListContactPageQuery, now: Date): Promise<{ contacts: ListContactRow[]; total: number }> {
  const where: SQL[] = [sql`lc.tenant_id = ${auth.tenantId}`, sql`lc.list_id = ${listId}`];
  if (q.dueOnly) where.push(listContactDueSql(now, { alias: 'lc', userId: auth.userId }));
  if (q.stepId) where.push(sql`lc.playbook_step_id = ${q.stepId}`);
  if (q.variantId) where.push(sql`lc.variant_id = ${q.variantId}`);
  if (q.listStatus) where.push(sql`lc.list_status = ${q.listStatus}`);
  if (q.contactId) where.push(sql`lc.contact_id = ${q.contactId}`);
  // Contact-side filters need the contact row.
  const contactWhere: SQL[] = [];
  if (q.ownerContactsOnly) contactWhere.push(sql`c.owner_id = ${auth.userId}`);
  // Spec 2: non-lead rows whose account owner is another user are left out (leads have no account).
  if (q.ownerAccountsOnly) contactWhere.push(sql`(c.is_lead or exists (select 1 from accounts oa where oa.id = c.account_id and oa.tenant_id = ${auth.tenantId} and oa.owner_id = ${auth.userId}))`);
  if (q.search) {
    const like = `%${q.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    contactWhere.push(sql`(c.search_name like ${like} or exists (select 1 from contact_emails e where e.contact_id = c.id and lower(e.address) like ${like}))`);
  }
  const filter = sql.join([...where, ...contactWhere], sql` and `);
  const order = q.order.length ? q.order : [{ column: 'name' as const, direction: 'asc' as const }];
  const orderSql = listContactOrderSql(order);
  const needsContact = contactWhere.length > 0 || order.some((o) => !SORT_SQL[o.column].lc);
  const needsJoins = order.some((o) => ['account', 'ownerName', 'leadStatus'].includes(o.column));
  const limit = q.search ? Math.min(q.length, Math.max(0, LIST_CONTACTS_SEARCH_LIMIT - q.start)) : q.length;
  // The page's contact ids: only what the filter and sort need, so a sort on list_contacts columns is an
  // index(-only) walk that stops at the page.
  const pageIds = sql`
    select lc.contact_id as c_id from list_contacts lc
    ${needsContact ? sql`join contacts c on c.id = lc.contact_id and c.tenant_id = ${auth.tenantId}` : sql``}
    ${needsJoins ? sql`left join users u on u.id = c.owner_id left join accounts a on a.id = c.account_id left join lead_statuses ls on ls.id = c.lead_status_id` : sql``}
    where ${filter} order by ${orderSql} limit ${limit} offset ${q.start}`;
  // The whole list's total comes from its member count (kept by triggers); filtered totals are counted.
  const countSql = contactWhere.length
    ? sql`select count(*)::int as n from (select 1 from list_contacts lc join contacts c on c.id = lc.contact_id where ${filter} ${q.search ? sql`limit ${LIST_CONTACTS_SEARCH_LIMIT}` : sql``}) x`
    : where.length > 2
      ? sql`select count(*)::int as n from list_contacts lc where ${filter}`
      : sql`select member_count as n from call_lists where id = ${listId} and tenant_id = ${auth.tenantId}`;
  // One round trip for the page: the ids walk (materialised, so it stays an index walk with LIMIT), then
  // the rows and their details joined to those ids only, in the same order.
  const T = auth.tenantId;
  // Last connect, connect score and availability count connects by the tenant's one rule.
  const connect = activityMeasures(await connectRuleOf(db, auth.tenantId), 'x').connect;
  const pageSql = sql`
    with page as materialized (${pageIds})
    select c.id, lc.id as list_contact_id, c.first_name, c.last_name, c.title, c.account_id, a.name as account_name, c.company_name,
      c.owner_id, u.first_name as owner_first, u.last_name as owner_last, ls.name as lead_status,
      lc.list_status, lc.playbook_step_id, lc.variant_id, lc.playbook_step_enabled_at as enabled_at, c.timezone,
      lc.last_call_at, lc.last_call_result, c.created_at, c.lead_source, c.mailing_city, lc.added_manually, c.is_lead,
      c.other_fields, c.is_call_opt_out, lc.reserved_by_user_id, lc.reserved_until, lc.skip_reason, a.owner_id as account_owner_id,
      coalesce((select json_agg(json_build_object('number', p.number, 'type', p.type, 'isPrimary', p.is_primary) order by p.is_primary desc, p.id)
        from contact_phones p where p.contact_id = c.id), '[]'::json) as phones,
      (select e.address from contact_emails e where e.contact_id = c.id order by e.is_primary desc, e.id limit 1) as email,
      coalesce(m.opens, 0)::int as opens, coalesce(m.clicks, 0)::int as clicks, m.last_open, m.last_click,
      (select max(x.occurred_at) from activities x where x.tenant_id = ${T} and x.contact_id = c.id and x.kind = 'call') as last_call,
      (select max(x.occurred_at) from activities x where x.tenant_id = ${T} and x.contact_id = c.id and x.kind = 'call'
         and ${connect}) as last_connect,
      (select count(*)::int from activities x where x.tenant_id = ${T} and x.contact_id = c.id and x.kind = 'call'
         and ${connect} and x.occurred_at >= now() - interval '30 days') as connects_30,
      (select array_agg(distinct (extract(isodow from x.occurred_at at time zone 'UTC')::int - 1) * 48
           + extract(hour from x.occurred_at at time zone 'UTC')::int * 2 + extract(minute from x.occurred_at at time zone 'UTC')::int / 30)
         from activities x where x.tenant_id = ${T} and x.contact_id = c.id and x.kind = 'call'
         and ${connect}) as answered_slots,
      (select cu.first_name || ' ' || cu.last_name from activities x join users cu on cu.id = x.user_id
         where x.tenant_id = ${T} and x.contact_id = c.id and x.kind = 'contact_event' and x.data ->> 'event' in ('NEW_CONTACT', 'NEW_LEAD')
         order by x.occurred_at limit 1) as created_by,
      ev.occurred_at as last_modified, ev.name as last_modified_by
    from page pg
    join list_contacts lc on lc.tenant_id = ${T} and lc.list_id = ${listId} and lc.contact_id = pg.c_id
    join contacts c on c.id = lc.contact_id and c.tenant_id = ${T}
    left join users u on u.id = c.owner_id left join accounts a on a.id = c.account_id left join lead_statuses ls on ls.id = c.lead_status_id
    left join lateral (select sum(em.opens) as opens, sum(em.clicks) as clicks, max(em.opened_at) as last_open, max(em.clicked_at) as last_click
      from email_messages em where em.tenant_id = ${T} and em.contact_id = c.id) m on true
    left join lateral (select x.occurred_at, eu.first_name || ' ' || eu.last_name as name from activities x left join users eu on eu.id = x.user_id
      where x.tenant_id = ${T} and x.contact_id = c.id and x.kind = 'contact_event' order by x.occurred_at desc limit 1) ev on true
    order by ${orderSql}`;
  const [fetched, count] = await Promise.all([limit > 0 ? db.execute<BaseRow & Details>(pageSql).then((r) => r.rows) : Promise.resolve([]), db.execute<{ n: number }>(countSql)]);
  const rows = fetched;
  const contacts = rows.map((r): ListContactRow => {
    const d = r;
    const phones = d.phones ?? [];
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
      accountOwnerId: r.account_owner_id,
      leadStatus: r.lead_status,
      listStatus: (LIST_CONTACT_STATUSES as readonly string[]).includes(r.list_status) ? (r.list_status as ListContactStatus) : 'not contacted',
      playbookStepId: r.playbook_step_id,
      variantId: r.variant_id,
      playbookStepEnabledAt: new Date(r.enabled_at).toISOString(),
      timezone: r.timezone,
      phones,
      email: d.email,
      opensCount: d.opens,
      lastOpen: isoOf(d.last_open),
      clicksCount: d.clicks,
      lastClick: isoOf(d.last_click),
      lastCallDateTime: isoOf(r.last_call_at) ?? isoOf(d.last_call),
      lastCallResult: r.last_call_result,
      createdDate: new Date(r.created_at).toISOString(),
      createdBy: d.created_by,
      lastModifiedDate: isoOf(d.last_modified),
      lastModifiedBy: d.last_modified_by,
      leadSource: r.lead_source,
      mailingCity: r.mailing_city,
      addedManually: r.added_manually,
      isLead: r.is_lead,
      otherFields: r.other_fields ?? {},
      hasEmail: d.email != null,
      hasPhoneNumber: phones.length > 0,
      isCallOptOut: r.is_call_opt_out,
      availableBitstring: availabilityBits(d.answered_slots),
      connectScoreThirty: d.connects_30,
      lastConnect: isoOf(d.last_connect),
      reservedByUserId: r.reserved_by_user_id,
      reservedUntil: isoOf(r.reserved_until),
      skipReason: r.skip_reason,
      selected: false,
    };
  });
  return { contacts, total: count.rows[0]?.n ?? 0 };
}

type Details = {
  phones: { number: string; type: string; isPrimary: boolean }[] | null;
  email: string | null;
  opens: number;
  clicks: number;
  last_open: string | null;
  last_click: string | null;
  last_call: string | null;
  last_connect: string | null;
  /** Connects (outbound calls of the connect time or more) in the last 30 days. */
  connects_30: number;
  /** The week's half-hour slots (UTC) of every connect. */
  answered_slots: number[] | null;
  created_by: string | null;
  last_modified: string | null;
  last_modified_by: string | null;
};
