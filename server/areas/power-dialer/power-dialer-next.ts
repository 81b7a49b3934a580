import { sql, type SQL } from 'drizzle-orm';
import { POWER_DIALER_TEXTS, type PlayNextReply, type PlaySkipReason } from '@/src/contract/entities/power-dialer';
import type { ListContactStatus } from '@/src/contract/entities/lists';
import { ApiError } from '../../http/api-error';
import type { Executor } from '../../activity/activity-log';
import { guardContact } from './calling-hours';
import { listContactDueSql } from '../lists/list-due-sql';
import { listError } from '../lists/list-errors';
import { buildAction, loadPlayContacts, type PlayList } from './power-dialer-action';
import { releaseMine, reserveRow, sweepLapsed } from './power-dialer-reservation';
import { pickDialerPhone } from '@/src/domain/phone/dialer-phone-pick';

/**
 * At most this many contacts passed by in one call (then "nothing left for now"). Candidates are taken one at
 * a time: locking a batch would hide the whole batch from the other reps' calls running at the same moment.
 */
const MAX_PASSED = 400;

export interface NextArgs {
  tenantId: number;
  userId: number;
  list: PlayList;
  now: Date;
  callingHoursGuard: boolean;
  dialingPlanCountry: string;
  contactId?: number;
  playbookStepId?: number;
  previous: boolean;
  /**
   * A parallel dialer's line: the user holds one contact per line, so the others they hold are kept
   * (not released, not handed out again) and a new one is reserved beside them.
   */
  parallel?: boolean;
}

type Skipped = PlayNextReply['skipped'][number];
/** What selection answers; the service adds why nothing was dialable (`idle`). */
export type NextReply = Omit<PlayNextReply, 'idle'>;
type Candidate = { id: number; contact_id: number; playbook_step_id: number | null; reserved_by_user_id: number | null; reserved_until: Date | string | null; list_status: string };

const liveHoldOfOther = (row: Candidate, userId: number, now: Date) =>
  row.reserved_by_user_id != null && row.reserved_by_user_id !== userId && row.reserved_until != null && new Date(row.reserved_until).getTime() > now.getTime();

/**
 * play/next inside one transaction. The caller's (user, list) pair is serialised by an advisory lock, so a
 * user's parallel calls answer the one contact they hold; between users, candidate rows are taken with
 * FOR UPDATE SKIP LOCKED, so two transactions never reserve one row.
 */
export async function playNext(tx: Executor, args: NextArgs): Promise<{ reply: NextReply; changed: boolean }> {
  const { tenantId, userId, list, now } = args;
  const listId = list.row.id;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`play:${tenantId}:${listId}:${userId}`}, 0))`);
  await sweepLapsed(tx, { tenantId, listId, now });
  const skipped: Skipped[] = [];

  // By hand (a contact row, "Dial selected") or `previous`: that contact, whatever the due order says.
  if (args.contactId != null || args.previous) {
    const target = args.previous ? await previousRow(tx, args) : await rowOfContact(tx, tenantId, listId, args.contactId!);
    if (!target) {
      if (args.previous) return { reply: { action: null, skipped }, changed: false };
      throw listError(404, POWER_DIALER_TEXTS.notInList);
    }
    if (liveHoldOfOther(target, userId, now)) throw new ApiError(409, POWER_DIALER_TEXTS.reservedByOther, { code: 'CONTACT_RESERVED' });
    await releaseMine(tx, { tenantId, userId, listId, keepId: target.id });
    const action = await tryReserve(tx, args, target, skipped);
    return { reply: { action, skipped }, changed: true };
  }

  if (!list.row.active) return { reply: { action: null, skipped }, changed: false };
  // A parallel dialer's line: the caller's other holds stay (one per line) and are not handed out again.
  if (args.parallel) return firstReservable(tx, args, skipped);

  // The contact the caller already holds (a retried next): the same one, renewed.
  const [held] = (
    await tx.execute<Candidate>(sql`
      select id, contact_id, playbook_step_id, reserved_by_user_id, reserved_until, list_status from list_contacts
      where tenant_id = ${tenantId} and list_id = ${listId} and reserved_by_user_id = ${userId} and reserved_until > ${now.toISOString()}::timestamptz
      order by reserved_until desc limit 1 for update`)
  ).rows;
  if (held && (args.playbookStepId == null || held.playbook_step_id === args.playbookStepId)) {
    await releaseMine(tx, { tenantId, userId, listId, keepId: held.id });
    const action = await tryReserve(tx, args, held, skipped);
    if (action) return { reply: { action, skipped }, changed: false };
  }
  await releaseMine(tx, { tenantId, userId, listId });
  return firstReservable(tx, args, skipped);
}

/** The first due row in due order (step by step) that a guard does not pass by, reserved. */
async function firstReservable(tx: Executor, args: NextArgs, skipped: Skipped[]): Promise<{ reply: NextReply; changed: boolean }> {
  const groups: (number | null)[] = args.list.jobInfo.list.playbook ? args.list.callSteps.filter((s) => args.playbookStepId == null || s.id === args.playbookStepId).map((s) => s.id) : [null];
  const passed: number[] = [];
  for (const stepId of groups) {
    while (passed.length < MAX_PASSED) {
      const row = await candidate(tx, args, stepId, passed);
      if (!row) break;
      const action = await tryReserve(tx, args, row, skipped);
      if (action) return { reply: { action, skipped }, changed: true };
      passed.push(row.id);
    }
  }
  return { reply: { action: null, skipped }, changed: skipped.length > 0 };
}

/** The first due row of one step (or of no step) in due order that no other transaction holds, locked (a parallel line skips the caller's own holds too). */
async function candidate(tx: Executor, args: NextArgs, stepId: number | null, passed: number[]): Promise<Candidate | undefined> {
  const at = args.now.toISOString();
  const step: SQL = stepId == null ? sql`lc.playbook_step_id is null` : sql`lc.playbook_step_id = ${stepId}`;
  // Outside-hours contacts wait for their window (play_retry_at) unless the guard is off; 'not played' ones wait an hour.
  const retry: SQL = args.callingHoursGuard
    ? sql`(lc.play_retry_at is null or lc.play_retry_at <= ${at}::timestamptz)`
    : sql`(lc.play_retry_at is null or lc.play_retry_at <= ${at}::timestamptz or lc.skip_reason = 'schedule')`;
  const { rows } = await tx.execute<Candidate>(sql`
    select lc.id, lc.contact_id, lc.playbook_step_id, lc.reserved_by_user_id, lc.reserved_until, lc.list_status from list_contacts lc
    where lc.tenant_id = ${args.tenantId} and lc.list_id = ${args.list.row.id} and ${step}
      and ${listContactDueSql(args.now, { alias: 'lc', userId: args.parallel ? null : args.userId })} and ${retry}
      ${passed.length ? sql`and lc.id <> all(${sql.param(passed)}::int[])` : sql``}
    order by lc.playbook_step_enabled_at, lc.contact_id
    limit 1
    for update of lc skip locked`);
  return rows[0];
}

async function rowOfContact(tx: Executor, tenantId: number, listId: number, contactId: number): Promise<Candidate | undefined> {
  const { rows } = await tx.execute<Candidate>(sql`
    select id, contact_id, playbook_step_id, reserved_by_user_id, reserved_until, list_status from list_contacts
    where tenant_id = ${tenantId} and list_id = ${listId} and contact_id = ${contactId} for update`);
  return rows[0];
}

/** The contact the caller played (result or skip) last on this list. */
async function previousRow(tx: Executor, args: NextArgs): Promise<Candidate | undefined> {
  const { rows } = await tx.execute<Candidate>(sql`
    select id, contact_id, playbook_step_id, reserved_by_user_id, reserved_until, list_status from list_contacts
    where tenant_id = ${args.tenantId} and list_id = ${args.list.row.id} and last_played_by_user_id = ${args.userId} and last_played_at is not null
    order by last_played_at desc, id desc limit 1 for update`);
  return rows[0];
}

/** Reserves the row and answers its action, unless a guard passes it by (then it is marked and listed in `skipped`). */
async function tryReserve(tx: Executor, args: NextArgs, row: Candidate, skipped: Skipped[]) {
  const contact = (await loadPlayContacts(tx, args.tenantId, [row.contact_id])).get(row.contact_id);
  if (!contact) return null;
  const step = args.list.callSteps.find((s) => s.id === row.playbook_step_id);
  const phone = pickDialerPhone(contact.phones, {
    isLead: contact.isLead,
    contactPhoneField: step?.contactPhoneField ?? null,
    leadPhoneField: step?.leadPhoneField ?? null,
    dialingPlanCountry: args.dialingPlanCountry,
  });
  const verdict = guardContact(contact, phone.error ? null : phone.number, args.now, args.callingHoursGuard);
  if (!verdict.ok) {
    const status: ListContactStatus = verdict.reason === 'dnc' ? 'not contacted dnc skipped' : 'not contacted schedule skipped';
    const retryAt = verdict.reason === 'schedule' ? verdict.verdict.opensAt.toISOString() : null;
    await markSkipped(tx, row.id, status, verdict.reason, retryAt);
    skipped.push({ contactId: row.contact_id, status, reason: verdict.reason });
    return null;
  }
  await reserveRow(tx, { id: row.id, userId: args.userId, now: args.now });
  return buildAction(tx, { list: args.list, listContactId: row.id, contact, dialingPlanCountry: args.dialingPlanCountry });
}

async function markSkipped(tx: Executor, id: number, status: ListContactStatus, reason: PlaySkipReason, retryAt: string | null): Promise<void> {
  // Only "not contacted" rows change status; a contact picked by hand in another status keeps it.
  await tx.execute(sql`
    update list_contacts set skip_reason = ${reason}, play_retry_at = ${retryAt}::timestamptz,
      list_status = case when list_status like 'not contacted%' then ${status} else list_status end,
      reserved_by_user_id = null, reserved_until = null
    where id = ${id}`);
}
