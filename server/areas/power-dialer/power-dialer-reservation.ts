import { sql, type SQL } from 'drizzle-orm';
import { PLAY_RESERVATION_MS } from '@/src/contract/entities/power-dialer';
import type { Executor } from '../../activity/activity-log';

/**
 * Reservations of list contacts by the power dialer: status 'not contacted reserved', reservedByUserId,
 * reservedUntil. A lapsed reservation is free again at once (listContactDueSql ignores it); its status is
 * put back to 'not contacted' by the next play call on the list.
 */

export const reservationUntil = (now: Date) => new Date(now.getTime() + PLAY_RESERVATION_MS);

/** Puts the status back when a reservation ends; other statuses (a contact reserved by hand while completed) stay. */
export const releasedStatus = sql`case when list_status = 'not contacted reserved' then 'not contacted' else list_status end`;

/** Releases the caller's reservations on the list (or all lists), but `keepId`'s; returns how many. */
export async function releaseMine(db: Executor, args: { tenantId: number; userId: number; listId: number | null; keepId?: number | null }): Promise<number> {
  const list: SQL = args.listId == null ? sql`true` : sql`list_id = ${args.listId}`;
  const keep: SQL = args.keepId == null ? sql`true` : sql`id <> ${args.keepId}`;
  const { rowCount } = await db.execute(sql`
    update list_contacts set reserved_by_user_id = null, reserved_until = null, list_status = ${releasedStatus}
    where tenant_id = ${args.tenantId} and reserved_by_user_id = ${args.userId} and ${list} and ${keep}`);
  return rowCount ?? 0;
}

/**
 * Releases every hold on the list, whoever holds it: a paused list answers 423 to every play route (the
 * dialer cannot release its own hold then), so pausing must not leave contacts held for PLAY_RESERVATION_MS.
 */
export async function releaseList(db: Executor, args: { tenantId: number; listId: number }): Promise<number> {
  const { rowCount } = await db.execute(sql`
    update list_contacts set reserved_by_user_id = null, reserved_until = null, list_status = ${releasedStatus}
    where tenant_id = ${args.tenantId} and list_id = ${args.listId} and reserved_by_user_id is not null`);
  return rowCount ?? 0;
}

/** Lapsed reservations of the list back to 'not contacted' (their hold is already gone). */
export async function sweepLapsed(db: Executor, args: { tenantId: number; listId: number; now: Date }): Promise<void> {
  await db.execute(sql`
    update list_contacts set reserved_by_user_id = null, reserved_until = null, list_status = 'not contacted'
    where tenant_id = ${args.tenantId} and list_id = ${args.listId} and list_status = 'not contacted reserved'
      and (reserved_until is null or reserved_until <= ${args.now.toISOString()}::timestamptz)`);
}

/** Holds one row for the user until now + PLAY_RESERVATION_MS; a "not contacted" status reads 'not contacted reserved'. */
export async function reserveRow(db: Executor, args: { id: number; userId: number; now: Date }): Promise<void> {
  await db.execute(sql`
    update list_contacts set reserved_by_user_id = ${args.userId}, reserved_until = ${reservationUntil(args.now).toISOString()}::timestamptz,
      list_status = case when list_status like 'not contacted%' then 'not contacted reserved' else list_status end
    where id = ${args.id}`);
}

/** Renews the user's live reservation on the list; returns the contact held, or null. */
export async function renewMine(db: Executor, args: { tenantId: number; userId: number; listId: number; now: Date }): Promise<number | null> {
  const { rows } = await db.execute<{ contact_id: number }>(sql`
    update list_contacts set reserved_until = ${reservationUntil(args.now).toISOString()}::timestamptz
    where tenant_id = ${args.tenantId} and list_id = ${args.listId} and reserved_by_user_id = ${args.userId}
      and reserved_until > ${args.now.toISOString()}::timestamptz
    returning contact_id`);
  return rows[0]?.contact_id ?? null;
}
