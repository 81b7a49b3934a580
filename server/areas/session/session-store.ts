import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions, tenants, users, type TenantSettings } from '../../db/schema';
import type { Clock } from '../../clock';
import { unauthenticated } from '../../http/api-error';
import { hashToken, newToken } from './tokens';
import type { ApiKeyRights } from '@/src/domain/api-keys/api-key-rules';

export interface AuthContext {
  sessionId: number;
  tenantId: number;
  userId: number;
  capList: string[];
  token: string;
  /** Login as user: the admin behind this session (absent or null for one's own session). */
  impersonatorId?: number | null;
  /** Set when the caller is an API key acting as its creator (sessionId is then 0): server/areas/api-keys. */
  apiKey?: { id: number; rights: ApiKeyRights };
}

// lastSeenAt is written at most this often, so reads do not each cost a write.
const TOUCH_INTERVAL_MS = 30_000;

export function createSessionStore(db: Db, clock: Clock) {
  return {
    /**
     * Opens a session (signing in: presence becomes away, spec 1 section 4). Sessions idle too
     * long are expired first; beyond the tenant's allowed number the oldest end with logged_out.
     * One statement after the user's row lock, so sign-in costs few round trips.
     */
    async open(user: { id: number; tenantId: number }, settings: Pick<TenantSettings, 'maxSessionsPerUser' | 'sessionIdleMinutes'>): Promise<string> {
      const token = newToken();
      const now = clock.now().toISOString();
      const idleSince = new Date(clock.now().getTime() - settings.sessionIdleMinutes * 60_000).toISOString();
      const keepOthers = Math.max(0, settings.maxSessionsPerUser - 1);
      await db.transaction(async (tx) => {
        // One sign-in of a user at a time: parallel sign-ins would each count the others' sessions out.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        await tx.execute(sql`
          with expired as (
            update ${sessions} set ended_at = ${now}::timestamptz, end_reason = 'expired'
            where tenant_id = ${user.tenantId} and user_id = ${user.id} and ended_at is null and last_seen_at < ${idleSince}::timestamptz
            returning id
          ), inserted as (
            insert into ${sessions} (tenant_id, user_id, token_hash, created_at, last_seen_at)
            values (${user.tenantId}, ${user.id}, ${hashToken(token)}, ${now}::timestamptz, ${now}::timestamptz)
            returning id
          ), away as (
            update ${users} set presence = 'away' where id = ${user.id} and tenant_id = ${user.tenantId} returning id
          )
          update ${sessions} set ended_at = ${now}::timestamptz, end_reason = 'logged_out'
          where id in (
            select id from ${sessions}
            where tenant_id = ${user.tenantId} and user_id = ${user.id} and ended_at is null and last_seen_at >= ${idleSince}::timestamptz
            order by created_at desc, id desc
            offset ${keepOthers}
          )`);
      });
      return token;
    },

    /** The session behind a bearer token, or a 401 carrying why it is not valid. */
    async authenticate(token: string | undefined): Promise<AuthContext> {
      if (!token) throw unauthenticated('unauthenticated');
      const [row] = await db
        .select({
          id: sessions.id,
          tenantId: sessions.tenantId,
          userId: sessions.userId,
          lastSeenAt: sessions.lastSeenAt,
          endedAt: sessions.endedAt,
          endReason: sessions.endReason,
          capList: users.capList,
          active: users.active,
          impersonatorId: sessions.impersonatorId,
          idleMinutes: tenants.settings,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
        .where(eq(sessions.tokenHash, hashToken(token)));
      if (!row) throw unauthenticated('unauthenticated');
      if (row.endedAt) throw unauthenticated(row.endReason === 'logout' ? 'unauthenticated' : (row.endReason ?? 'unauthenticated'));
      if (!row.active) throw unauthenticated('unauthenticated');
      const now = clock.now();
      const idleMs = row.idleMinutes.sessionIdleMinutes * 60_000;
      if (now.getTime() - row.lastSeenAt.getTime() > idleMs) {
        await db.update(sessions).set({ endedAt: now, endReason: 'expired' }).where(eq(sessions.id, row.id));
        throw unauthenticated('expired');
      }
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
      }
      return { sessionId: row.id, tenantId: row.tenantId, userId: row.userId, capList: row.capList, token, impersonatorId: row.impersonatorId };
    },

    /**
     * Login as user (spec 3 section 6): a session of the target marked with the admin and the admin's
     * own session. It neither changes the target's presence nor ends the target's own sessions.
     */
    async openImpersonation(admin: AuthContext, target: { id: number; tenantId: number }): Promise<{ token: string; sessionId: number }> {
      const token = newToken();
      const now = clock.now();
      const [row] = await db
        .insert(sessions)
        .values({ tenantId: target.tenantId, userId: target.id, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now, impersonatorId: admin.userId, impersonatorSessionId: admin.sessionId })
        .returning({ id: sessions.id });
      if (!row) throw new Error('session not opened');
      return { token, sessionId: row.id };
    },

    /**
     * Ends a login as user and gives the admin's own session a fresh token (the client dropped the old
     * one when it switched); null when that session has ended or idled out meanwhile.
     */
    async resumeImpersonator(auth: AuthContext): Promise<{ token: string; userId: number } | null> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [own] = await tx
          .update(sessions)
          .set({ endedAt: now, endReason: 'logout' })
          .where(and(eq(sessions.id, auth.sessionId), eq(sessions.tenantId, auth.tenantId), isNull(sessions.endedAt)))
          .returning({ adminSessionId: sessions.impersonatorSessionId });
        if (!own?.adminSessionId) return null;
        const [admin] = await tx
          .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt, endedAt: sessions.endedAt, settings: tenants.settings })
          .from(sessions)
          .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
          .where(and(eq(sessions.id, own.adminSessionId), eq(sessions.tenantId, auth.tenantId)));
        if (!admin || admin.endedAt || now.getTime() - admin.lastSeenAt.getTime() > admin.settings.sessionIdleMinutes * 60_000) return null;
        const token = newToken();
        await tx
          .update(sessions)
          .set({ tokenHash: hashToken(token), lastSeenAt: now })
          .where(eq(sessions.id, admin.id));
        return { token, userId: admin.userId };
      });
    },

    async close(auth: AuthContext): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: clock.now(), endReason: 'logout' })
        .where(and(eq(sessions.id, auth.sessionId), eq(sessions.tenantId, auth.tenantId)));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
