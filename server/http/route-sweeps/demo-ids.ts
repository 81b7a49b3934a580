import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/database';
import type { SweepRoute } from './route-table';

/**
 * Where a path's ids come from: real rows of the demo tenant, read from its tables. A rule names, for a
 * path, one query whose columns are the path's parameters (pairs come from one row, so a phone belongs
 * to its contact). A route whose parameters match no rule fails the sweep until a rule or a skip is added.
 */
type Rule = { path: RegExp; query: (t: number) => SQL };

const one =
  (table: string, column = 'id') =>
  (t: number) =>
    sql`select ${sql.raw(column)} as v from ${sql.raw(table)} where tenant_id = ${t} order by 1 limit 1`;

/** Paths whose parameters come together from one row. */
const PAIRS: Rule[] = [
  { path: /^\/contacts\/:contactId\/phones\/:phoneId/, query: (t) => sql`select contact_id as "contactId", id as "phoneId" from contact_phones where tenant_id = ${t} order by id limit 1` },
  { path: /^\/contacts\/:contactId\/emails\/:emailId/, query: (t) => sql`select contact_id as "contactId", id as "emailId" from contact_emails where tenant_id = ${t} order by id limit 1` },
  { path: /^\/lists\/:listId\/(contacts|play)\/:contactId/, query: (t) => sql`select list_id as "listId", contact_id as "contactId" from list_contacts where tenant_id = ${t} order by id limit 1` },
  { path: /^\/playbooks\/:id\/steps\/:stepId/, query: (t) => sql`select playbook_id as id, id as "stepId" from playbook_steps where tenant_id = ${t} order by id limit 1` },
  {
    path: /^\/playbooks\/:id\/list\/:listId/,
    query: (t) => sql`select (select id from playbooks where tenant_id = ${t} order by id limit 1) as id, (select id from call_lists where tenant_id = ${t} order by id limit 1) as "listId"`,
  },
  {
    path: /^\/timeline\/:type\/:entryId/,
    query: (t) => sql`select kind as type, id as "entryId", contact_id as "contactId" from activities where tenant_id = ${t} and kind = 'note' order by id limit 1`,
  },
  { path: /^\/metrics\/activity-metrics\/team\/:teamId\/:period/, query: (t) => sql`select id as "teamId", 'currentDay' as period from teams where tenant_id = ${t} order by id limit 1` },
  { path: /^\/v2\/paralleldialers\/sessions\/:id\/status\/:status/, query: (t) => sql`select id, 'paused' as status from parallel_dialer_sessions where tenant_id = ${t} order by id limit 1` },
];

/** A single `:id`-like parameter, by the path before it. */
const BY_PREFIX: [RegExp, (t: number) => SQL][] = [
  [/^\/telephony\/predefined-messages\/:id/, one('predefined_messages')],
  [/^\/emails\/messages\/:id/, one('email_messages')],
  [/^\/emails\/accounts\/:id/, one('email_accounts')],
  [/^\/emails\/signature\/:id/, one('email_signatures')],
  [/^\/emails\/templates\/:id/, one('email_templates')],
  [/^\/tasks\/email\/:id/, one('email_messages')],
  [/^\/tasks\/sms\/:id/, one('sms_messages')],
  [/^\/sms\/send\/contact\/:id/, one('contacts')],
  [/^\/playbooks\/:id/, one('playbooks')],
  [/^\/(media\/metadata|telephony\/call\/history)\/:id/, (t) => sql`select id as v from telephony_calls where tenant_id = ${t} order by started_at desc limit 1`],
  [/^\/v2\/paralleldialers\/sessions\/:id/, one('parallel_dialer_sessions')],
  [/^\/telephony\/numbers\/:id/, one('tenant_phone_numbers')],
];

/** A parameter that names a row the same way on every path. */
const BY_NAME: Record<string, (t: number) => SQL> = {
  contactId: one('contacts'),
  accountId: one('accounts'),
  opportunityId: one('opportunities'),
  teamId: one('teams'),
  userId: (t) => sql`select id as v from users where tenant_id = ${t} and role = 'rep' order by id limit 1`,
  taskId: one('tasks'),
  listId: one('call_lists'),
  queueId: one('acd_queues'),
  importId: one('csv_imports'),
  keyId: one('api_keys'),
  threadId: one('sms_threads'),
  callId: (t) => sql`select id as v from telephony_calls where tenant_id = ${t} order by started_at desc limit 1`,
  mediaName: one('recordings', 'media_name'),
  externalId: (t) => sql`select external_id as v from contacts where tenant_id = ${t} and external_id is not null order by id limit 1`,
  number: (t) => sql`select number as v from contact_phones where tenant_id = ${t} order by id limit 1`,
  name: (t) => sql`select k as v from tenants, jsonb_object_keys(coalesce(settings->'schedules', '{}'::jsonb)) k where id = ${t} limit 1`,
};

export type DemoParams = { params: Record<string, unknown>; extra: Record<string, unknown> } | { missing: string };

/** The demo tenant's real ids for a route's path parameters, or which one the demo tenant has no row for. */
export async function demoParams(db: Db, tenantId: number, route: SweepRoute): Promise<DemoParams> {
  const pair = PAIRS.find((rule) => rule.path.test(route.def.path));
  if (pair) {
    const { rows } = await db.execute(pair.query(tenantId));
    const row = rows[0] as Record<string, unknown> | undefined;
    if (!row || route.paramNames.some((name) => row[name] === null || row[name] === undefined)) return { missing: route.paramNames.join('+') };
    const params = Object.fromEntries(route.paramNames.map((name) => [name, row[name]]));
    return { params, extra: row };
  }
  const params: Record<string, unknown> = {};
  for (const name of route.paramNames) {
    const query = (name === 'id' ? BY_PREFIX.find(([path]) => path.test(route.def.path))?.[1] : undefined) ?? BY_NAME[name];
    if (!query) return { missing: `${name} (no rule)` };
    const { rows } = await db.execute(query(tenantId));
    const value = (rows[0] as { v?: unknown } | undefined)?.v;
    if (value === null || value === undefined) return { missing: name };
    params[name] = value;
  }
  return { params, extra: {} };
}
