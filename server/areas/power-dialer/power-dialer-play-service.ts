import { and, eq, sql } from 'drizzle-orm';
import { LIST_DUE_STATUSES, listContactStatus, type ListContactStatus } from '@/src/contract/entities/lists';
import { NOT_PLAYED_RESULT, NOT_PLAYED_RETRY_MS, POWER_DIALER_TEXTS, type PlayListStatusReply, type PlayNextReply } from '@/src/contract/entities/power-dialer';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { activities, callLists, listContacts, telephonyCalls } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Realtime } from '../../realtime/realtime';
import { guardContact } from './calling-hours';
import { listContactDueSql } from '../lists/list-due-sql';
import { listError } from '../lists/list-errors';
import { publishListChanged } from '../lists/list-live';
import { advanceContact } from '../playbooks/playbook-progress';
import { loadPlayableList } from './power-dialer-access';
import { loadPlayContacts, loadPlayList } from './power-dialer-action';
import { nothingDialable } from './power-dialer-idle';
import { playNext } from './power-dialer-next';
import { releaseMine, renewMine, sweepLapsed } from './power-dialer-reservation';
import { powerDialerTimeOf, tenantPowerDialerFlags } from './power-dialer-settings-service';
import type { AuthContext } from '../session/session-store';
import { AUTOMATIC_CALL_RESULTS, createTelephonySettingsService } from '../telephony/telephony-settings-service';

export interface PowerDialerDeps {
  db: Db;
  clock: Clock;
  realtime: Pick<Realtime, 'toTenant'>;
}

const parseStatus = (s: string): ListContactStatus => listContactStatus.catch('not contacted').parse(s);
const isNotContacted = (s: string) => s.startsWith('not contacted');

/** The power dialer's play routes (spec 2 "Play"); see src/contract/routes/POWER-DIALER-NOTES.md. */
export function createPowerDialerPlayService(deps: PowerDialerDeps) {
  const { db, clock } = deps;
  const telephonySettings = createTelephonySettingsService(db);

  // lists.updated after a change, one announcement at a time per list: calls during one mark it for one more
  // run, and every caller's promise settles once counts taken after its change have gone out.
  const running = new Map<string, { again: boolean; done: Promise<void> }>();
  const announce = (tenantId: number, listId: number): Promise<void> => {
    const key = `${tenantId}:${listId}`;
    const current = running.get(key);
    if (current) {
      current.again = true;
      return current.done;
    }
    const state = { again: false, done: Promise.resolve() };
    state.done = (async () => {
      do {
        state.again = false;
        await publishListChanged(deps, tenantId, listId);
      } while (state.again);
      running.delete(key);
    })();
    running.set(key, state);
    return state.done;
  };

  async function memberRow(tx: Pick<Db, 'select'>, tenantId: number, listId: number, contactId: number, lock = false) {
    const query = tx
      .select()
      .from(listContacts)
      .where(and(eq(listContacts.tenantId, tenantId), eq(listContacts.listId, listId), eq(listContacts.contactId, contactId)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw listError(404, POWER_DIALER_TEXTS.notInList);
    return row;
  }

  /** Due contacts of the list's call steps (or of one call step), as the caller may dial them. */
  async function countDue(auth: AuthContext, row: Awaited<ReturnType<typeof loadPlayableList>>, playbookStepId: number | null, now: Date): Promise<number> {
    const list = await loadPlayList(db, auth.tenantId, row);
    if (playbookStepId !== null && !list.callSteps.some((s) => s.id === playbookStepId)) throw new ApiError(400, POWER_DIALER_TEXTS.stepNotInPlaybook, { code: 'VALIDATION' });
    const steps = list.jobInfo.list.playbook ? list.callSteps.map((s) => s.id).filter((id) => playbookStepId === null || id === playbookStepId) : null;
    const stepSql = steps == null ? sql`lc.playbook_step_id is null` : steps.length === 0 ? sql`false` : sql`lc.playbook_step_id = any(${sql.param(steps)}::int[])`;
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from list_contacts lc
      where lc.tenant_id = ${auth.tenantId} and lc.list_id = ${row.id} and ${stepSql}
        and ${listContactDueSql(now, { alias: 'lc', userId: auth.userId })}`);
    return rows[0]?.n ?? 0;
  }

  const heldByOther = (row: { reservedByUserId: number | null; reservedUntil: Date | null }, userId: number, now: Date) =>
    row.reservedByUserId != null && row.reservedByUserId !== userId && row.reservedUntil != null && row.reservedUntil.getTime() > now.getTime();

  return {
    async next(auth: AuthContext, listId: number, query: { contactId?: number; playbookId?: number; playbookStepId?: number; previous: boolean; parallel?: boolean }): Promise<PlayNextReply> {
      const row = await loadPlayableList(db, auth, listId);
      if (query.playbookId != null && query.playbookId !== row.playbookId) throw new ApiError(400, POWER_DIALER_TEXTS.playbookMismatch, { code: 'VALIDATION' });
      const list = await loadPlayList(db, auth.tenantId, row);
      if (query.playbookStepId != null && !list.callSteps.some((s) => s.id === query.playbookStepId)) {
        throw new ApiError(400, POWER_DIALER_TEXTS.stepNotInPlaybook, { code: 'VALIDATION' });
      }
      const flags = await tenantPowerDialerFlags(db, auth.tenantId);
      const now = clock.now();
      const { reply, changed } = await db.transaction((tx) =>
        playNext(tx, {
          tenantId: auth.tenantId,
          userId: auth.userId,
          list,
          now,
          callingHoursGuard: flags.callingHoursGuard,
          dialingPlanCountry: flags.dialingPlanCountry,
          ...(query.contactId != null ? { contactId: query.contactId } : {}),
          ...(query.playbookStepId != null ? { playbookStepId: query.playbookStepId } : {}),
          previous: query.previous,
          ...(query.parallel ? { parallel: true } : {}),
        }),
      );
      // In the background: next answers before the counts are taken again.
      if (changed) void announce(auth.tenantId, listId);
      // Nothing handed out on a plain next: say why, in numbers (a contact asked for by hand answers for itself).
      const plain = query.contactId == null && !query.previous;
      const idle =
        reply.action === null && plain
          ? await nothingDialable(db, { tenantId: auth.tenantId, userId: auth.userId, list, playbookStepId: query.playbookStepId, now, callingHoursGuard: flags.callingHoursGuard })
          : null;
      return { ...reply, idle };
    },

    /**
     * The call's outcome: lastCallResult, the list's last activity, the step outcome (advanceContact) unless an
     * exit condition already took the contact out, reservation released. The call itself is in the activity log
     * (saveCallInfo); `callId` links that activity to the list and step when the phone saved it without them.
     */
    async result(auth: AuthContext, listId: number, contactId: number, body: { listId: number; contactId: number; playbookId: number | null; result: string; callId?: string | undefined }) {
      if (body.listId !== listId || body.contactId !== contactId) throw new ApiError(400, 'listId and contactId must match the path', { code: 'VALIDATION' });
      const list = await loadPlayableList(db, auth, listId);
      if (body.playbookId != null && body.playbookId !== list.playbookId) throw new ApiError(400, POWER_DIALER_TEXTS.playbookMismatch, { code: 'VALIDATION' });
      const notPlayed = body.result === NOT_PLAYED_RESULT;
      if (!notPlayed) {
        const options = await telephonySettings.callResults(auth.tenantId);
        if (![...options, ...AUTOMATIC_CALL_RESULTS].some((r) => r.label === body.result)) throw new ApiError(400, 'Unknown call result', { code: 'VALIDATION' });
      }
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const row = await memberRow(tx, auth.tenantId, listId, contactId, true);
        if (heldByOther(row, auth.userId, now)) throw new ApiError(409, POWER_DIALER_TEXTS.reservedByOther, { code: 'CONTACT_RESERVED' });
        if (body.callId) {
          const [call] = await tx
            .select({ activityId: telephonyCalls.activityId, userId: telephonyCalls.userId })
            .from(telephonyCalls)
            .where(and(eq(telephonyCalls.id, body.callId), eq(telephonyCalls.tenantId, auth.tenantId)));
          if (!call || call.userId !== auth.userId) throw new ApiError(404, 'The call was not found', { code: 'NOT_FOUND' });
          if (call.activityId) {
            // The phone's own context wins; the list and step fill what it left out.
            const ours = { listId, playbookId: list.playbookId ?? undefined, stepId: row.playbookStepId ?? undefined, source: 'PowerDialer' };
            await tx
              .update(activities)
              .set({ data: sql`jsonb_set(${activities.data}, '{context}', ${JSON.stringify(ours)}::jsonb || coalesce(${activities.data} -> 'context', '{}'::jsonb))` })
              .where(and(eq(activities.id, call.activityId), eq(activities.tenantId, auth.tenantId)));
          }
        }
        await tx
          .update(listContacts)
          .set({
            lastCallResult: body.result,
            lastCallAt: now,
            lastPlayedByUserId: auth.userId,
            lastPlayedAt: now,
            reservedByUserId: null,
            reservedUntil: null,
            ...(notPlayed
              ? { listStatus: isNotContacted(row.listStatus) ? 'not contacted skipped' : row.listStatus, skipReason: 'phone', playRetryAt: new Date(now.getTime() + NOT_PLAYED_RETRY_MS) }
              : { skipReason: null, playRetryAt: null, listStatus: row.listStatus === 'not contacted reserved' ? 'not contacted' : row.listStatus }),
          })
          .where(eq(listContacts.id, row.id));
        await tx
          .update(callLists)
          .set({ lastActivityAt: now, lastActivityType: 'call', lastActivityUserId: auth.userId })
          .where(and(eq(callLists.id, listId), eq(callLists.tenantId, auth.tenantId)));
        // An exit condition (on the call just saved) or an earlier completion keeps the contact where it is.
        const advance = !notPlayed && (isNotContacted(row.listStatus) || row.listStatus === 'contacted');
        const moved = advance ? await advanceContact(tx, { tenantId: auth.tenantId, listId, contactId, outcome: 'called', now }) : null;
        const [after] = await tx.select().from(listContacts).where(eq(listContacts.id, row.id));
        return { moved, after: after ?? row };
      });
      await announce(auth.tenantId, listId);
      return {
        listStatus: parseStatus(outcome.after.listStatus),
        playbookStepId: outcome.after.playbookStepId,
        playbookStepEnabledAt: outcome.moved?.playbookStepEnabledAt?.toISOString() ?? outcome.after.playbookStepEnabledAt.toISOString(),
        lastCallResult: body.result,
      };
    },

    /** 'not contacted skipped' at the back of the due order; the reservation is released. */
    async skip(auth: AuthContext, listId: number, contactId: number) {
      await loadPlayableList(db, auth, listId);
      const now = clock.now();
      const status = await db.transaction(async (tx) => {
        const row = await memberRow(tx, auth.tenantId, listId, contactId, true);
        if (heldByOther(row, auth.userId, now)) throw new ApiError(409, POWER_DIALER_TEXTS.reservedByOther, { code: 'CONTACT_RESERVED' });
        const next = isNotContacted(row.listStatus) ? 'not contacted skipped' : row.listStatus;
        await tx
          .update(listContacts)
          .set({
            listStatus: next,
            skipReason: isNotContacted(row.listStatus) ? 'user' : row.skipReason,
            reservedByUserId: null,
            reservedUntil: null,
            lastPlayedByUserId: auth.userId,
            lastPlayedAt: now,
            // To the back of the due order: due now, after every contact that was due before.
            playbookStepEnabledAt: row.playbookStepEnabledAt.getTime() < now.getTime() ? now : row.playbookStepEnabledAt,
          })
          .where(eq(listContacts.id, row.id));
        return next;
      });
      await announce(auth.tenantId, listId);
      return { listStatus: parseStatus(status) };
    },

    /** couldPlay: may the caller dial this contact of the list now? */
    async contactStatus(auth: AuthContext, listId: number, contactId: number) {
      const list = await loadPlayableList(db, auth, listId);
      const now = clock.now();
      const row = await memberRow(db, auth.tenantId, listId, contactId);
      const reservedByOther = heldByOther(row, auth.userId, now);
      const lapsedReservation = row.listStatus === 'not contacted reserved' && !reservedByOther;
      const dueStatus = (LIST_DUE_STATUSES as readonly string[]).includes(row.listStatus) || lapsedReservation;
      const flags = await tenantPowerDialerFlags(db, auth.tenantId);
      const contact = (await loadPlayContacts(db, auth.tenantId, [contactId])).get(contactId);
      const guard = contact ? guardContact(contact, null, now, flags.callingHoursGuard) : { ok: false as const };
      const playable = list.active && dueStatus && !reservedByOther && row.playbookStepEnabledAt.getTime() <= now.getTime() && guard.ok;
      return { couldPlay: { playable, reservedByOther, listStatus: parseStatus(row.listStatus) } };
    },

    /** The list's play state for the caller; renews the caller's reservation. */
    async listStatus(auth: AuthContext, listId: number): Promise<PlayListStatusReply> {
      const row = await loadPlayableList(db, auth, listId);
      const now = clock.now();
      await sweepLapsed(db, { tenantId: auth.tenantId, listId, now });
      const reservedByMe = await renewMine(db, { tenantId: auth.tenantId, userId: auth.userId, listId, now });
      const dueCount = await countDue(auth, row, null, now);
      return { active: row.active, paused: row.paused, dueCount, reservedByMe, wrapUpSeconds: await powerDialerTimeOf(db, auth) };
    },

    /** The contacts due on the list's call steps (or on one of them; 400 when it is not a call step of the list's playbook). */
    async dueCount(auth: AuthContext, listId: number, playbookStepId: number | null): Promise<number> {
      const row = await loadPlayableList(db, auth, listId);
      return countDue(auth, row, playbookStepId, clock.now());
    },

    /** The dialer stopped: the caller's reservations go (on one list, or on every list). */
    async finish(auth: AuthContext, listId: number | undefined) {
      if (listId != null) await loadPlayableList(db, auth, listId);
      const lists =
        listId != null
          ? [listId]
          : (
              await db
                .selectDistinct({ listId: listContacts.listId })
                .from(listContacts)
                .where(and(eq(listContacts.tenantId, auth.tenantId), eq(listContacts.reservedByUserId, auth.userId)))
            ).map((r) => r.listId);
      const released = await releaseMine(db, { tenantId: auth.tenantId, userId: auth.userId, listId: listId ?? null });
      if (released > 0) await Promise.all(lists.map((id) => announce(auth.tenantId, id)));
      return { released };
    },
  };
}
export type PowerDialerPlayService = ReturnType<typeof createPowerDialerPlayService>;
