import { and, eq, ne, sql } from 'drizzle-orm';
import { PARALLEL_DIALER_TEXTS as TEXTS, type ParallelSession, type TenantParallelDialerSettings } from '@/src/contract/entities/parallel-dialer';
import { maximumSessionLines, PARALLEL_MAX_LINES, PARALLEL_MIN_LINES } from '@/src/domain/parallel-dialer/session-lines';
import { AMD_DEFAULTS } from '@/src/domain/parallel-dialer/answering-machine';
import { ABANDON_WINDOW_DAYS, abandonRate, DEFAULT_ABANDON_LIMIT, pacedLines } from '@/src/domain/parallel-dialer/pacing';
import type { createParallelSessionBody } from '@/src/contract/entities/parallel-dialer';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { activities, parallelDialerSessions, predefinedMessages, tenantTelephonySettings, userTelephonyAcl, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { TenantTelephonySettings } from '../telephony/telephony-tables';
import { loadPlayableList } from '../power-dialer/power-dialer-access';
import type { AuthContext } from '../session/session-store';

type CreateBody = z.infer<typeof createParallelSessionBody>;
type Row = typeof parallelDialerSessions.$inferSelect;

export const TENANT_PARALLEL_DEFAULTS: TenantParallelDialerSettings = {
  enabled: true,
  maximumLines: PARALLEL_MAX_LINES,
  leaveRecordedVoiceMailEnabled: true,
  leaveCallbackNoticeRecordingsEnabled: true,
  abandonRateLimit: DEFAULT_ABANDON_LIMIT * 100,
  answeringMachineDetection: AMD_DEFAULTS,
};

const view = (r: Row): ParallelSession => ({
  id: r.id,
  listId: r.listId,
  playbookStepId: r.playbookStepId,
  assignedLines: r.assignedLines,
  status: r.status,
  callerNumber: r.callerNumber,
  voiceMessageId: r.voiceMessageId,
  callbackNoticeId: r.callbackNoticeId,
  callResultForVoiceMessage: r.resultForVoiceMessage,
  callResultForCallbackNotice: r.resultForCallbackNotice,
  staggeredDialLength: r.staggeredDialMs,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Parallel dialer sessions (spec 2 sections 3-8): one open session per user, started on a list the
 * user may play with 2..N lines, its messages checked to be the tenant's of the right type; paused,
 * resumed and ended by the dialer. Lines: the user's assigned lines, available while no session of
 * theirs is open.
 */
export function createParallelSessionService(deps: {
  db: Db;
  clock: Clock;
  dueCount: (auth: AuthContext, listId: number, playbookStepId: number | null) => Promise<number>;
  /** The tenant's stored telephony settings (the telephony area's one reader of them). */
  telephonySettings: (tenantId: number) => Promise<TenantTelephonySettings>;
}) {
  const { db } = deps;

  async function tenantSettings(tenantId: number): Promise<TenantParallelDialerSettings> {
    return { ...TENANT_PARALLEL_DEFAULTS, ...((await deps.telephonySettings(tenantId)).parallelDialer ?? {}) };
  }

  async function userSettings(auth: Pick<AuthContext, 'tenantId' | 'userId'>): Promise<{ enabled: boolean; lines: number }> {
    const [row] = await db
      .select({ enabled: userTelephonyAcl.parallelDialerEnabled, lines: userTelephonyAcl.parallelDialerLines })
      .from(userTelephonyAcl)
      .where(and(eq(userTelephonyAcl.userId, auth.userId), eq(userTelephonyAcl.tenantId, auth.tenantId)));
    return { enabled: row?.enabled ?? false, lines: row?.lines ?? 0 };
  }

  async function openSession(auth: AuthContext): Promise<Row | null> {
    const [row] = await db
      .select()
      .from(parallelDialerSessions)
      .where(and(eq(parallelDialerSessions.tenantId, auth.tenantId), eq(parallelDialerSessions.userId, auth.userId), ne(parallelDialerSessions.status, 'ended')));
    return row ?? null;
  }

  async function openOwnRow(auth: AuthContext, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(parallelDialerSessions)
      .where(and(eq(parallelDialerSessions.id, id), eq(parallelDialerSessions.tenantId, auth.tenantId), eq(parallelDialerSessions.userId, auth.userId)));
    if (!row) throw new ApiError(404, TEXTS.sessionNotFound);
    if (row.status === 'ended') throw new ApiError(409, TEXTS.sessionEnded);
    return row;
  }

  async function availableLines(auth: AuthContext): Promise<number> {
    const [user, tenant, open] = await Promise.all([userSettings(auth), tenantSettings(auth.tenantId), openSession(auth)]);
    if (!user.enabled || !tenant.enabled || open) return 0;
    return Math.min(user.lines, tenant.maximumLines);
  }

  async function assertMessage(auth: AuthContext, id: number | null, type: 'VOICE_MESSAGE' | 'CALLBACK_NOTICE') {
    if (id === null) return;
    const [row] = await db
      .select({ id: predefinedMessages.id })
      .from(predefinedMessages)
      .where(and(eq(predefinedMessages.id, id), eq(predefinedMessages.tenantId, auth.tenantId), eq(predefinedMessages.type, type)));
    if (!row) throw new ApiError(400, type === 'VOICE_MESSAGE' ? 'The voice message was not found' : 'The callback notice was not found');
  }

  return {
    tenantSettings,
    userSettings,
    async settings(auth: AuthContext) {
      return { tenant: await tenantSettings(auth.tenantId), user: await userSettings(auth) };
    },
    async updateTenant(auth: AuthContext, patch: Partial<TenantParallelDialerSettings>) {
      // One jsonb merge, so other telephony settings changed meanwhile are kept.
      await db
        .insert(tenantTelephonySettings)
        .values({ tenantId: auth.tenantId, settings: { parallelDialer: patch } })
        .onConflictDoUpdate({
          target: tenantTelephonySettings.tenantId,
          set: {
            settings: sql`jsonb_set(${tenantTelephonySettings.settings}, '{parallelDialer}', coalesce(${tenantTelephonySettings.settings} -> 'parallelDialer', '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb)`,
          },
        });
      return { tenant: await tenantSettings(auth.tenantId), user: await userSettings(auth) };
    },
    /** Every active user of the tenant with their parallel dialer, by name. */
    async users(auth: AuthContext) {
      const rows = await db
        .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, enabled: userTelephonyAcl.parallelDialerEnabled, lines: userTelephonyAcl.parallelDialerLines })
        .from(users)
        .leftJoin(userTelephonyAcl, and(eq(userTelephonyAcl.userId, users.id), eq(userTelephonyAcl.tenantId, users.tenantId)))
        .where(and(eq(users.tenantId, auth.tenantId), eq(users.active, true)))
        .orderBy(users.firstName, users.lastName);
      return { users: rows.map((r) => ({ userId: r.userId, firstName: r.firstName, lastName: r.lastName, parallelDialer: { enabled: r.enabled ?? false, lines: r.lines ?? 0 } })) };
    },
    async assignedLines(auth: AuthContext) {
      const user = await userSettings(auth);
      return { assignedLines: user.enabled ? user.lines : 0 };
    },
    async availableLines(auth: AuthContext) {
      return { totalAvailableLines: await availableLines(auth) };
    },
    /**
     * A list's abandonment over 30 days, read from the one activity log: calls of the list whose
     * context says a person answered (and whether they were abandoned); the caller's own dials and
     * answers on it estimate the answer rate for the guard.
     */
    async abandonment(auth: AuthContext, listId: number, requested: number) {
      await loadPlayableList(db, auth, listId);
      const since = new Date(deps.clock.now().getTime() - ABANDON_WINDOW_DAYS * 86_400_000);
      const ctx = sql`${activities.data} -> 'context'`;
      const [row] = await db
        .select({
          personAnswers: sql<number>`count(*) filter (where (${ctx} ->> 'personAnswered') = 'true')::int`,
          abandoned: sql<number>`count(*) filter (where (${ctx} ->> 'personAnswered') = 'true' and (${ctx} ->> 'abandoned') = 'true')::int`,
          myDials: sql<number>`count(*) filter (where ${activities.userId} = ${auth.userId} and (${ctx} ->> 'source') = 'ParallelDialer')::int`,
          myAnswers: sql<number>`count(*) filter (where ${activities.userId} = ${auth.userId} and (${ctx} ->> 'personAnswered') = 'true')::int`,
        })
        .from(activities)
        .where(and(eq(activities.tenantId, auth.tenantId), eq(activities.kind, 'call'), sql`(${ctx} ->> 'listId')::int = ${listId}`, sql`${activities.occurredAt} >= ${since}`));
      const window = { personAnswers: row?.personAnswers ?? 0, abandoned: row?.abandoned ?? 0 };
      const limitPercent = (await tenantSettings(auth.tenantId)).abandonRateLimit;
      return {
        listId,
        windowDays: ABANDON_WINDOW_DAYS,
        ...window,
        ratePercent: Math.round(abandonRate(window) * 10_000) / 100,
        limitPercent,
        pacedLines: pacedLines({ requested, window, dials: row?.myDials ?? 0, personAnswers: row?.myAnswers ?? 0, limit: limitPercent / 100 }),
      };
    },
    async active(auth: AuthContext) {
      const row = await openSession(auth);
      return { session: row ? view(row) : null };
    },

    async create(auth: AuthContext, body: CreateBody) {
      const [user, tenant] = await Promise.all([userSettings(auth), tenantSettings(auth.tenantId)]);
      if (!tenant.enabled) throw new ApiError(403, TEXTS.tenantOff);
      if (!user.enabled) throw new ApiError(403, TEXTS.notEnabled);
      if (await openSession(auth)) throw new ApiError(409, TEXTS.activeSession);
      await loadPlayableList(db, auth, body.callListsId);
      const due = await deps.dueCount(auth, body.callListsId, body.playbookStepId);
      // Parallel dialling needs more than one due contact (spec 2 section 5).
      if (due < PARALLEL_MIN_LINES) throw new ApiError(400, TEXTS.noContacts);
      const max = maximumSessionLines({ dueCount: due, tenantMaximum: tenant.maximumLines, available: Math.min(user.lines, tenant.maximumLines) });
      if (max < PARALLEL_MIN_LINES) throw new ApiError(400, 'No parallel dialer lines are available');
      if (body.assignedLines < PARALLEL_MIN_LINES || body.assignedLines > max) throw new ApiError(400, `Parallel dialer lines must be from ${PARALLEL_MIN_LINES} to ${max}`);
      await assertMessage(auth, body.voiceMessageId, 'VOICE_MESSAGE');
      await assertMessage(auth, body.callbackNoticeId, 'CALLBACK_NOTICE');
      try {
        const [row] = await db
          .insert(parallelDialerSessions)
          .values({
            tenantId: auth.tenantId,
            userId: auth.userId,
            listId: body.callListsId,
            playbookStepId: body.playbookStepId,
            callerNumber: body.callerNumber,
            voiceMessageId: tenant.leaveRecordedVoiceMailEnabled ? body.voiceMessageId : null,
            callbackNoticeId: tenant.leaveCallbackNoticeRecordingsEnabled ? body.callbackNoticeId : null,
            assignedLines: body.assignedLines,
            resultForVoiceMessage: body.callResultForVoiceMessage,
            resultForCallbackNotice: body.callResultForCallbackNotice,
            staggeredDialMs: body.staggeredDialLength,
            status: 'active',
            createdAt: deps.clock.now(),
          })
          .returning();
        return { session: view(row!) };
      } catch (error) {
        // Two starts at once: the one-open-session index lets one through.
        if (isUniqueViolation(error)) throw new ApiError(409, TEXTS.activeSession);
        throw error;
      }
    },

    /** The caller's session by id while it is open (404 someone else's or unknown, 409 ended). */
    openOwn: async (auth: AuthContext, id: number): Promise<ParallelSession> => view(await openOwnRow(auth, id)),

    /** Spec 2 section 4: ended, paused, resumed sent by the dialer. */
    async setStatus(auth: AuthContext, id: number, status: 'ended' | 'paused' | 'resumed') {
      await openOwnRow(auth, id);
      const next = status === 'ended' ? 'ended' : status === 'paused' ? 'paused' : 'active';
      const [updated] = await db
        .update(parallelDialerSessions)
        .set({ status: next, ...(next === 'ended' ? { endedAt: deps.clock.now() } : {}) })
        .where(eq(parallelDialerSessions.id, id))
        .returning();
      return { session: view(updated!) };
    },
  };
}
