import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, tenants, users } from '../db/schema';
import type { Clock } from '../clock';
import { unauthenticated } from '../http/api-error';
import { hashToken, newToken } from './tokens';

export interface AuthContext {
  sessionId: number;
  tenantId: number;
  userId: number;
  capList: string[];
  token: string;
}

// lastSeenAt is written at most this often, so reads do not each cost a write.
const TOUCH_INTERVAL_MS = 30_000;

export function createSessionStore(db: Db, clock: Clock) {
  return {
    /** Opens a session; beyond the tenant's allowed number the oldest ends with reason logged_out. */
    async open(user: { id: number; tenantId: number }): Promise<string> {
      const token = newToken();
      const now = clock.now();
      await db.transaction(async (tx) => {
        // One sign-in of a user at a time: parallel sign-ins would each count the others' sessions out.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const [tenant] = await tx.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, user.tenantId));
        const max = tenant?.settings.maxSessionsPerUser ?? 3;
        // Sessions already idle too long are expired, not pushed out by the limit (their reason stays 'expired').
        const idleSince = new Date(now.getTime() - (tenant?.settings.sessionIdleMinutes ?? 480) * 60_000);
        await tx
          .update(sessions)
          .set({ endedAt: now, endReason: 'expired' })
          .where(
            and(eq(sessions.tenantId, user.tenantId), eq(sessions.userId, user.id), isNull(sessions.endedAt), lt(sessions.lastSeenAt, idleSince)),
          );
        await tx.insert(sessions).values({ tenantId: user.tenantId, userId: user.id, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now });
        const open = await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.tenantId, user.tenantId), eq(sessions.userId, user.id), isNull(sessions.endedAt)))
          .orderBy(asc(sessions.createdAt), asc(sessions.id));
        for (const old of open.slice(0, Math.max(0, open.length - max))) {
          await tx.update(sessions).set({ endedAt: now, endReason: 'logged_out' }).where(eq(sessions.id, old.id));
        }
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
      return { sessionId: row.id, tenantId: row.tenantId, userId: row.userId, capList: row.capList, token };
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
