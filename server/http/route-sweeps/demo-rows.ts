import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/database';

/**
 * The seeded demo tenant has no calls, recordings, sent mail, SMS, imports, dialer sessions, named
 * schedules or API keys; the isolation sweep needs one of each to reach for. Written straight to the tables (as the
 * services would leave them) before the sweep takes its checksum.
 */
export async function addDemoRows(db: Db, tenantId: number) {
  const row = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows[0] as T;
  // Owned by the demo admin, who reads them back to prove the ids are real.
  const { userId, contactId } = await row<{ userId: number; contactId: number }>(
    sql`select u.id as "userId", c.id as "contactId" from users u, contacts c where u.tenant_id = ${tenantId} and u.role = 'admin' and c.tenant_id = ${tenantId} order by u.id, c.id limit 1`,
  );
  const { listId } = await row<{ listId: number }>(sql`select id as "listId" from call_lists where tenant_id = ${tenantId} order by id limit 1`);
  await db.execute(
    sql`insert into telephony_calls (id, tenant_id, user_id, contact_id, direction, connection_type, phone_number, started_at, ended_at) values ('sweep-call-1', ${tenantId}, ${userId}, ${contactId}, 'out', 'pstn', '+16175550100', now() - interval '1 hour', now() - interval '59 minutes')`,
  );
  await db.execute(sql`insert into recordings (media_name, tenant_id, user_id, call_id, mime_type, bytes) values ('sweep-call-1.opus', ${tenantId}, ${userId}, 'sweep-call-1', 'audio/ogg', 10)`);
  await db.execute(
    sql`insert into email_messages (tenant_id, user_id, contact_id, to_list, subject, body, status, tracking_token, sent_at) values (${tenantId}, ${userId}, ${contactId}, 'olga@example.test', 'Sweep', 'Hello', 'sent', 'sweep-token-1', now())`,
  );
  const { threadId } = await row<{ threadId: number }>(
    sql`insert into sms_threads (tenant_id, user_id, contact_id, user_number, contact_number, last_at) values (${tenantId}, ${userId}, ${contactId}, '+16175550101', '+16175550100', now()) returning id as "threadId"`,
  );
  await db.execute(
    sql`insert into sms_messages (tenant_id, thread_id, user_id, contact_id, direction, from_number, to_number, body, status, at) values (${tenantId}, ${threadId}, ${userId}, ${contactId}, 'out', '+16175550101', '+16175550100', 'Hi', 'DELIVERED', now())`,
  );
  await db.execute(sql`insert into csv_imports (tenant_id, user_id, file_name, entity) values (${tenantId}, ${userId}, 'sweep.csv', 'contact')`);
  await db.execute(
    sql`insert into parallel_dialer_sessions (tenant_id, user_id, list_id, caller_number, assigned_lines, staggered_dial_ms, status) values (${tenantId}, ${userId}, ${listId}, '+16175550101', 2, 0, 'active')`,
  );
  await db.execute(sql`insert into api_keys (tenant_id, creator_id, description, rights, key_hash, hint) values (${tenantId}, ${userId}, 'Sweep key', 'read', 'sweep-key-hash', 'dwk_swee')`);
  await db.execute(
    sql`update tenants set settings = jsonb_set(settings, '{schedules}', coalesce(settings->'schedules', '{}'::jsonb) || '{"Sweep hours": {"1": [{"start": 0, "end": 3600000}]}}'::jsonb) where id = ${tenantId}`,
  );
}
