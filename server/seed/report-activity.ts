import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export interface ReportActivityOptions {
  /** Reps added to the tenant (sales.rep.NNN@<tenant>.bench). */
  users: number;
  /** Activity rows written, spread over `days` up to now. */
  rows: number;
  days: number;
  /** Lists sharing one playbook (an email step with two variants, two call steps). */
  lists: number;
}

/**
 * A year of a sales floor in the one activity log, for the reports' bench: reps with assigned numbers,
 * lists on a playbook, and calls (results, talk time, list and step context, the number shown), emails
 * (opens, clicks, playbook ones with their variant), SMS and queue entries, written by the database
 * itself (generate_series) in batches, oldest first as a log fills. The tenant should already hold its contacts.
 */
export async function seedReportActivity(db: Db, tenantId: number, options: ReportActivityOptions, progress?: (done: number) => void): Promise<void> {
  const template = await db.execute<{ password_hash: string }>(sql`select password_hash from users where tenant_id = ${tenantId} limit 1`);
  const hash = template.rows[0]?.password_hash;
  if (!hash) throw new Error('the tenant has no user to copy a password from');
  await db.execute(sql`
    insert into users (tenant_id, email, password_hash, first_name, last_name, role, provisioning_id)
    select ${tenantId}, 'sales.rep.' || g || '.' || ${tenantId} || '@reports.bench', ${hash}, 'Rep', lpad(g::text, 3, '0'), 'rep', 'bench-' || ${tenantId} || '-' || g
    from generate_series(1, ${options.users}::int) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into user_phone_numbers (tenant_id, user_id, phone_number)
    select ${tenantId}, id, '+1555' || lpad(id::text, 7, '0') from users where tenant_id = ${tenantId}
    on conflict do nothing`);
  const [playbook] = (await db.execute<{ id: number }>(sql`insert into playbooks (tenant_id, name) values (${tenantId}, 'Bench playbook') returning id`)).rows;
  const steps = (
    await db.execute<{ id: number }>(sql`
      insert into playbook_steps (tenant_id, playbook_id, position, name, action)
      values (${tenantId}, ${playbook!.id}, 0, 'Intro email', 'email'), (${tenantId}, ${playbook!.id}, 1, 'First call', 'call'), (${tenantId}, ${playbook!.id}, 2, 'Second call', 'call')
      returning id`)
  ).rows.map((r) => r.id);
  const variants = (
    await db.execute<{ id: number }>(sql`
      insert into playbook_step_variants (tenant_id, step_id, letter, name, subject)
      values (${tenantId}, ${steps[0]!}, 'A', 'Short', 'Quick question'), (${tenantId}, ${steps[0]!}, 'B', 'Long', 'An idea for your team')
      returning id`)
  ).rows.map((r) => r.id);
  const owner = (await db.execute<{ id: number }>(sql`select id from users where tenant_id = ${tenantId} order by id limit 1`)).rows[0]!.id;
  const lists = (
    await db.execute<{ id: number }>(sql`
      insert into call_lists (tenant_id, name, owner_id, playbook_id)
      select ${tenantId}, 'Bench list ' || g, ${owner}, ${playbook!.id} from generate_series(1, ${options.lists}::int) g
      returning id`)
  ).rows.map((r) => r.id);

  const batch = 250_000;
  const asArray = (ids: number[]) => sql.raw(`array[${ids.join(',')}]::int[]`);
  for (let from = 0; from < options.rows; from += batch) {
    const to = Math.min(options.rows, from + batch) - 1;
    // Per row: a user (none for an abandoned queue entry), a contact, a kind (55% call, 25% email, 10% SMS, 10% queue), and what such a row holds.
    await db.execute(sql`
      with ids as (
        select (select array_agg(id order by id) from users where tenant_id = ${tenantId}) as users,
               (select array_agg(id order by id) from contacts where tenant_id = ${tenantId}) as contacts,
               ${asArray(lists)} as lists, ${asArray(steps)} as steps, ${asArray(variants)} as variants,
               array['Connected', 'No Answer', 'Left Voicemail', 'Busy', 'Call Back Later', 'Wrong Number'] as results
      ),
      g as (
        select i, hashint4(i) & 1023 as k, (hashint4(i * 7) & 2147483647) as r from generate_series(${from}::int, ${to}::int) i
      )
      insert into activities (tenant_id, user_id, contact_id, kind, direction, duration_seconds, occurred_at, data)
      select ${tenantId},
        case when k >= 922 and r % 4 = 0 then null else ids.users[1 + r % array_length(ids.users, 1)] end,
        ids.contacts[1 + (r / 7) % array_length(ids.contacts, 1)],
        case when k < 563 then 'call' when k < 819 then 'email' when k < 922 then 'sms' else 'queue' end,
        case when k < 563 then (case when r % 10 = 0 then 'in' else 'out' end) when k < 922 then (case when r % 4 = 0 then 'in' else 'out' end) else 'in' end,
        case when k < 563 then (case when r % 3 = 0 then 0 else r % 600 end) else 0 end,
        now() - make_interval(secs => (${options.rows}::int - i) * (${options.days}::int * 86400.0 / ${options.rows}::int)),
        case
          when k < 563 then jsonb_build_object(
            'result', ids.results[1 + (r / 11) % 6],
            'ownNumber', '+1555' || lpad(ids.users[1 + r % array_length(ids.users, 1)]::text, 7, '0'),
            'context', case when r % 5 < 2 then jsonb_build_object('listId', ids.lists[1 + (r / 13) % array_length(ids.lists, 1)], 'stepId', ids.steps[2 + (r / 17) % 2]) else '{}'::jsonb end)
          when k < 819 then jsonb_build_object(
            'opens', (r / 19) % 3, 'clicks', (r / 23) % 5 / 4, 'origin', case when r % 3 = 0 then 'playbook' else 'user' end,
            'context', case when r % 3 = 0 then jsonb_build_object('listId', ids.lists[1 + (r / 13) % array_length(ids.lists, 1)], 'stepId', ids.steps[1], 'variantId', ids.variants[1 + (r / 29) % 2]) else null end)
          when k < 922 then '{}'::jsonb
          else jsonb_build_object(
            'queueId', 1 + r % 3, 'queueName', 'Bench queue ' || (1 + r % 3), 'outcome', case when r % 4 = 0 then 'abandoned' else 'processed' end,
            'from', '+1202' || lpad((r % 10000000)::text, 7, '0'), 'to', '+15557000100', 'waitSeconds', r % 180,
            'talkSeconds', case when r % 4 = 0 then null else r % 900 end, 'agentCallId', null, 'contactId', null)
        end
      from g, ids`);
    progress?.(to + 1);
  }
  await db.execute(sql`vacuum analyze activities`);
}
