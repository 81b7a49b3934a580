import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ArchivedCall, ArchiveFilter, ArchiveQuery } from '@/src/contract';
import type { ArchiveRights } from '@/src/domain/recordings/monitor-tabs';
import type { Db } from '../../db/database';
import { activities, contacts, predefinedMessages, recordings, telephonyCalls, userPhoneNumbers, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';
import { seesOnlyOwnActivity } from '../../activity/own-activity-only';
import { TELEPHONY_DEFAULTS, type TelephonySettingsService } from '../telephony/telephony-settings-service';

export const NO_ARCHIVE_ACCESS = 'No access to the call archive';
export const SHARING_OFF = 'Recording sharing is not enabled';
export const NO_ARCHIVE_EDIT = 'Editing the call archive is not allowed';
/** Spec 2 section 4: the player's "deny" state comes from a 406. */
export const NOT_YOURS = 'You may not listen to this recording';

/** What one user may do in the archive, and whether the tenant shares recordings. */
export interface ArchiveAccess extends ArchiveRights {
  userId: number;
  sharingEnabled: boolean;
  /** restrictOwnActivityHistory: only the user's own calls, shared ones included. */
  ownOnly: boolean;
}

const callUser = alias(users, 'call_user');

/** The call's newest recording (a call recorded twice shows its last recording). */
const newestRecording = (db: Db) =>
  db
    .select({ mediaName: recordings.mediaName, mimeType: recordings.mimeType, durationMs: recordings.durationMs })
    .from(recordings)
    .where(and(eq(recordings.tenantId, telephonyCalls.tenantId), eq(recordings.callId, telephonyCalls.id)))
    .orderBy(desc(recordings.createdAt))
    .limit(1)
    .as('rec');

/** Seconds: the logged call's, else the recording's, else the call row's span. */
const durationSeconds = (rec: ReturnType<typeof newestRecording>) =>
  sql<number>`coalesce(${activities.durationSeconds}, round(${rec.durationMs} / 1000.0)::int, extract(epoch from (${telephonyCalls.endedAt} - ${telephonyCalls.startedAt}))::int, 0)`;

/**
 * The call archive and library (spec 2 sections 2-7), read from the call rows, their recordings
 * and the one activity log (result, duration, notes). Every query is the tenant's; who sees whose
 * calls is decided here, not by the buttons.
 */
export function createArchiveService(db: Db, settings: TelephonySettingsService) {
  async function accessOf(auth: AuthContext): Promise<ArchiveAccess> {
    // The acl already carries the role rules (admins and managers: access and edit); only the tenant's sharing is read beside it.
    const [acl, tenant, ownOnly] = await Promise.all([settings.userAcl(auth.tenantId, auth.userId), settings.tenantSettings(auth.tenantId), seesOnlyOwnActivity(db, auth)]);
    return {
      // restrictOwnActivityHistory: no one else's calls, whatever monitor read would show.
      monitorRead: auth.capList.includes('monitor.read') && !ownOnly,
      ownOnly,
      archiveAccess: acl.callArchive.access,
      archiveEdit: acl.callArchive.edit,
      userId: auth.userId,
      sharingEnabled: tenant.recordingSharingEnabled ?? TELEPHONY_DEFAULTS.recordingSharingEnabled,
    };
  }

  function select(rec: ReturnType<typeof newestRecording>) {
    return db
      .select({
        id: telephonyCalls.id,
        userId: telephonyCalls.userId,
        userFirst: callUser.firstName,
        userLast: callUser.lastName,
        contactId: telephonyCalls.contactId,
        contactFirst: contacts.firstName,
        contactLast: contacts.lastName,
        direction: telephonyCalls.direction,
        phoneNumber: telephonyCalls.phoneNumber,
        userNumber: userPhoneNumbers.phoneNumber,
        duration: durationSeconds(rec),
        result: sql<string | null>`${activities.data}->>'result'`,
        description: sql<string | null>`${activities.data}->>'description'`,
        observation: telephonyCalls.observation,
        score: telephonyCalls.score,
        starred: telephonyCalls.starred,
        shared: telephonyCalls.sharedToLibrary,
        mediaName: rec.mediaName,
        mimeType: rec.mimeType,
        startedAt: telephonyCalls.startedAt,
        voiceMessageId: telephonyCalls.voiceMessageId,
        voiceMessageName: predefinedMessages.name,
        // The queue that put the call through: its entry names the agent's call once it ended.
        queueName: sql<
          string | null
        >`(select q.data->>'queueName' from ${activities} q where q.tenant_id = ${telephonyCalls.tenantId} and q.kind = 'queue' and q.data->>'agentCallId' = ${telephonyCalls.id} limit 1)`,
      })
      .from(telephonyCalls)
      .innerJoinLateral(rec, sql`true`)
      .innerJoin(callUser, eq(callUser.id, telephonyCalls.userId))
      .leftJoin(contacts, and(eq(contacts.id, telephonyCalls.contactId), eq(contacts.tenantId, telephonyCalls.tenantId)))
      .leftJoin(activities, and(eq(activities.id, telephonyCalls.activityId), eq(activities.tenantId, telephonyCalls.tenantId)))
      .leftJoin(userPhoneNumbers, eq(userPhoneNumbers.userId, telephonyCalls.userId))
      .leftJoin(predefinedMessages, and(eq(predefinedMessages.id, telephonyCalls.voiceMessageId), eq(predefinedMessages.tenantId, telephonyCalls.tenantId)));
  }
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

  const view = (r: Row): ArchivedCall => {
    const far = r.phoneNumber || null;
    const own = r.userNumber || null;
    const contactName = `${r.contactFirst ?? ''} ${r.contactLast ?? ''}`.trim();
    return {
      id: r.id,
      user: { id: r.userId, name: `${r.userFirst} ${r.userLast}`.trim() },
      contact: r.contactId !== null && r.contactFirst !== null ? { id: r.contactId, name: contactName } : null,
      direction: r.direction,
      sourcePhoneNumber: r.direction === 'out' ? own : far,
      targetPhoneNumber: r.direction === 'out' ? far : own,
      duration: Math.max(0, Number(r.duration) || 0),
      queueName: r.queueName,
      callDisposition: r.result,
      callObservation: r.observation,
      callScore: r.score,
      summary: r.description || null,
      starred: r.starred,
      sharedToLibrary: r.shared,
      mediaName: r.mediaName,
      mimeType: r.mimeType,
      startingTime: r.startedAt.toISOString(),
      voiceMessageId: r.voiceMessageId,
      voiceMessageName: r.voiceMessageName,
    };
  };

  /** The conditions of a search, after the access rules (403 when the tab is not the user's). */
  function conditions(access: ArchiveAccess, auth: AuthContext, filter: ArchiveFilter, rec: ReturnType<typeof newestRecording>): SQL[] {
    const where: SQL[] = [eq(telephonyCalls.tenantId, auth.tenantId), gte(telephonyCalls.startedAt, new Date(filter.start)), lte(telephonyCalls.startedAt, new Date(filter.end))];
    if (filter.library) {
      if (!access.sharingEnabled) throw new ApiError(403, SHARING_OFF);
      where.push(eq(telephonyCalls.sharedToLibrary, true));
      if (filter.userId !== undefined) where.push(eq(telephonyCalls.userId, filter.userId));
      if (access.ownOnly) where.push(eq(telephonyCalls.userId, auth.userId));
    } else {
      if (!access.monitorRead && !access.archiveAccess) throw new ApiError(403, NO_ARCHIVE_ACCESS);
      // Without monitor read only the user's own calls appear (spec 2 section 6); the user filter is monitor read's.
      if (!access.monitorRead && filter.userId !== undefined && filter.userId !== auth.userId) throw new ApiError(403, 'Insufficient scope');
      const userId = access.monitorRead ? filter.userId : auth.userId;
      if (userId !== undefined) where.push(eq(telephonyCalls.userId, userId));
    }
    if (filter.direction) where.push(eq(telephonyCalls.direction, filter.direction));
    if (filter.minDuration !== undefined) where.push(gte(durationSeconds(rec), filter.minDuration));
    if (filter.callResult) where.push(sql`${activities.data}->>'result' = ${filter.callResult}`);
    return where;
  }

  function orderOf(query: ArchiveQuery, rec: ReturnType<typeof newestRecording>): SQL[] {
    const dir = query.orderDirection === 'asc' ? asc : desc;
    const column = {
      startingTime: [dir(telephonyCalls.startedAt)],
      duration: [dir(durationSeconds(rec))],
      user: [dir(callUser.lastName), dir(callUser.firstName)],
      contact: [sql`${contacts.lastName} ${sql.raw(query.orderDirection)} nulls last`, dir(contacts.firstName)],
      callScore: [sql`${telephonyCalls.score} ${sql.raw(query.orderDirection)} nulls last`],
    }[query.orderColumn];
    // The id breaks ties so pages never repeat or skip a row.
    return [...column, dir(telephonyCalls.startedAt), dir(telephonyCalls.id)];
  }

  /** One call the user may see (spec 2 section 6), by id: 404 outside the tenant or unrecorded, 406 when it is not theirs to hear. */
  async function visibleCall(auth: AuthContext, id: string): Promise<{ call: ArchivedCall; access: ArchiveAccess }> {
    const rec = newestRecording(db);
    const [row] = await select(rec).where(and(eq(telephonyCalls.tenantId, auth.tenantId), eq(telephonyCalls.id, id)));
    if (!row) throw notFound('Recording');
    const access = await accessOf(auth);
    const call = view(row);
    const own = call.user.id === auth.userId;
    if (!own && (access.ownOnly || (!access.monitorRead && !(call.sharedToLibrary && access.sharingEnabled)))) throw new ApiError(406, NOT_YOURS);
    return { call, access };
  }

  async function page(auth: AuthContext, query: ArchiveQuery): Promise<ArchivedCall[]> {
    const access = await accessOf(auth);
    const rec = newestRecording(db);
    const rows = await select(rec)
      .where(and(...conditions(access, auth, query, rec)))
      .orderBy(...orderOf(query, rec))
      .limit(query.length)
      .offset(query.offset);
    return rows.map(view);
  }

  return {
    accessOf,
    visibleCall,
    page,

    /** A recorded call by id, without the access rules (for a caller that already passed them). */
    async callOf(tenantId: number, id: string): Promise<ArchivedCall | null> {
      const [row] = await select(newestRecording(db)).where(and(eq(telephonyCalls.tenantId, tenantId), eq(telephonyCalls.id, id)));
      return row ? view(row) : null;
    },

    async count(auth: AuthContext, filter: ArchiveFilter): Promise<number> {
      const access = await accessOf(auth);
      const rec = newestRecording(db);
      const where = conditions(access, auth, filter, rec);
      let query = db
        .select({ count: sql<number>`count(*)::int` })
        .from(telephonyCalls)
        .$dynamic();
      // The minimum duration reads the newest recording's length: only then is the lateral join needed;
      // otherwise a semi-join on recordings counts the same calls, much faster over a busy quarter.
      if (filter.minDuration !== undefined) query = query.innerJoinLateral(rec, sql`true`);
      else where.push(sql`exists (select 1 from ${recordings} r where r.tenant_id = ${telephonyCalls.tenantId} and r.call_id = ${telephonyCalls.id})`);
      if (filter.minDuration !== undefined || filter.callResult)
        query = query.leftJoin(activities, and(eq(activities.id, telephonyCalls.activityId), eq(activities.tenantId, telephonyCalls.tenantId)));
      const [row] = await query.where(and(...where));
      return row?.count ?? 0;
    },

    /** Every call of a search (for a download), newest first, at most `limit`, without the excluded ids. */
    async all(auth: AuthContext, filter: ArchiveFilter, excluded: readonly string[], limit: number): Promise<ArchivedCall[]> {
      const access = await accessOf(auth);
      const rec = newestRecording(db);
      const where = conditions(access, auth, filter, rec);
      if (excluded.length)
        where.push(
          sql`${telephonyCalls.id} not in (${sql.join(
            excluded.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      const rows = await select(rec)
        .where(and(...where))
        .orderBy(desc(telephonyCalls.startedAt), desc(telephonyCalls.id))
        .limit(limit + 1);
      return rows.map(view);
    },

    /** Spec 2 section 6: score and notes need archive edit, on a call of the archive the user sees. */
    async scoreAndObserve(auth: AuthContext, id: string, input: { callScore: number | null; callObservation: string | null }): Promise<ArchivedCall> {
      const { call, access } = await visibleCall(auth, id);
      if (!access.archiveEdit || (!access.monitorRead && call.user.id !== auth.userId)) throw new ApiError(403, NO_ARCHIVE_EDIT);
      await db
        .update(telephonyCalls)
        .set({ score: input.callScore, observation: input.callObservation || null })
        .where(and(eq(telephonyCalls.tenantId, auth.tenantId), eq(telephonyCalls.id, id)));
      return (await visibleCall(auth, id)).call;
    },

    /** Starring is monitor read's (the route's scope). */
    async star(auth: AuthContext, id: string, starred: boolean): Promise<ArchivedCall> {
      await visibleCall(auth, id);
      await db
        .update(telephonyCalls)
        .set({ starred })
        .where(and(eq(telephonyCalls.tenantId, auth.tenantId), eq(telephonyCalls.id, id)));
      return (await visibleCall(auth, id)).call;
    },

    /** Shares a call into the library or takes it out: archive edit, the tenant's sharing on. */
    async share(auth: AuthContext, id: string, shared: boolean): Promise<ArchivedCall> {
      const { call, access } = await visibleCall(auth, id);
      if (!access.sharingEnabled) throw new ApiError(403, SHARING_OFF);
      if (!access.archiveEdit || (!access.monitorRead && call.user.id !== auth.userId)) throw new ApiError(403, NO_ARCHIVE_EDIT);
      await db
        .update(telephonyCalls)
        .set({ sharedToLibrary: shared })
        .where(and(eq(telephonyCalls.tenantId, auth.tenantId), eq(telephonyCalls.id, id)));
      return (await visibleCall(auth, id)).call;
    },

    /**
     * The recording behind a media name, if the user may hear it: its maker always; otherwise a
     * recorded call by the call's rules (404 / 406 as visibleCall), a recording no call row knows
     * yet by monitor read.
     */
    async mayHear(auth: AuthContext, recording: { callId: string; userId: number }): Promise<void> {
      // Whoever made the recording may hear it (in a call between reps the call row can be the other rep's).
      if (recording.userId === auth.userId) return;
      const [call] = await db
        .select({ id: telephonyCalls.id })
        .from(telephonyCalls)
        .where(and(eq(telephonyCalls.tenantId, auth.tenantId), eq(telephonyCalls.id, recording.callId)));
      if (call) {
        await visibleCall(auth, call.id);
        return;
      }
      if (recording.userId !== auth.userId && !(await accessOf(auth)).monitorRead) throw new ApiError(406, NOT_YOURS);
    },
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
