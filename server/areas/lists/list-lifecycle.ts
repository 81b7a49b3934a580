import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { releasedStatus } from '../power-dialer/power-dialer-reservation';

/** Spec 3 list settings: a list with no activity for pauseAfterDays pauses itself (default 90). */
export const DEFAULT_PAUSE_AFTER_DAYS = 90;

/**
 * READY <-> COMPLETED (spec 2 list statuses): a list whose members are all completed or exited is
 * COMPLETED; once it holds a member still to work (contacts added, a reset) it is READY again. Other
 * statuses (a refresh or reset under way) are left alone. Run before every live update, so every
 * writer of list_contacts (this area, the playbook engine, exit conditions) settles it.
 */
export async function settleListCompletion(db: Pick<Db, 'execute'>, tenantId: number, listId: number): Promise<void> {
  const active = sql`exists (select 1 from list_contacts lc where lc.list_id = l.id and lc.tenant_id = l.tenant_id and lc.list_status not in ('exited', 'completed'))`;
  await db.execute(sql`
    update call_lists l set status = case when l.status = 'READY' then 'COMPLETED' else 'READY' end
    where l.id = ${listId} and l.tenant_id = ${tenantId} and (
      (l.status = 'READY' and l.member_count > 0 and not ${active})
      or (l.status = 'COMPLETED' and (l.member_count = 0 or ${active})))`);
}

/**
 * Lists idle for their afterDays (null: the default 90; 0: never) are paused. Activity is the latest of
 * the list's creation, its last edit (a resume counts), lastActivityAt, and its members' calls and
 * arrivals. Like a list paused by hand, a paused one releases its power-dialer holds in the same statement
 * (every play route answers 423 now, so no dialer could release them). Answers the paused lists.
 */
export async function pauseIdleLists(db: Pick<Db, 'execute'>, now: Date): Promise<{ id: number; tenant_id: number }[]> {
  const at = now.toISOString();
  const { rows } = await db.execute<{ id: number; tenant_id: number }>(sql`
    with paused as (
    update call_lists l set paused = true, modified_at = ${at}::timestamptz
    where not l.paused and coalesce(l.after_days, ${DEFAULT_PAUSE_AFTER_DAYS}) > 0
      and greatest(l.created_at, l.modified_at, coalesce(l.last_activity_at, l.created_at))
        <= ${at}::timestamptz - make_interval(days => coalesce(l.after_days, ${DEFAULT_PAUSE_AFTER_DAYS}))
      and not exists (
        select 1 from list_contacts lc where lc.tenant_id = l.tenant_id and lc.list_id = l.id
          and (lc.last_call_at > ${at}::timestamptz - make_interval(days => coalesce(l.after_days, ${DEFAULT_PAUSE_AFTER_DAYS}))
            or lc.created_at > ${at}::timestamptz - make_interval(days => coalesce(l.after_days, ${DEFAULT_PAUSE_AFTER_DAYS}))))
    returning l.id, l.tenant_id),
    released as (
      update list_contacts set reserved_by_user_id = null, reserved_until = null, list_status = ${releasedStatus}
      from paused p where list_contacts.tenant_id = p.tenant_id and list_contacts.list_id = p.id and list_contacts.reserved_by_user_id is not null
      returning list_contacts.id)
    select id, tenant_id from paused`);
  return rows;
}
