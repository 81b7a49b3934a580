import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TimelineAclEntry } from '@/src/contract/entities/timeline';
import type { Db } from '../../db/database';
import { timelineAcl, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';

/** Without any row the timeline is open: everyone sees everything and may delete. */
export const DEFAULT_TIMELINE_ACL = { restrictOwnActivityHistory: false, canDeleteTimelineEntry: true } as const;

export interface TimelineAclChange {
  userId: number | null;
  restrictOwnActivityHistory?: boolean | undefined;
  canDeleteTimelineEntry?: boolean | undefined;
}

const columns = { userId: timelineAcl.userId, restrictOwnActivityHistory: timelineAcl.restrictOwnActivityHistory, canDeleteTimelineEntry: timelineAcl.canDeleteTimelineEntry };

/** The timeline ACL as admins set it: a tenant default (userId null) and per-user overrides. */
export function createTimelineAclService(db: Db) {
  return {
    list: (auth: AuthContext): Promise<TimelineAclEntry[]> =>
      db
        .select(columns)
        .from(timelineAcl)
        .where(eq(timelineAcl.tenantId, auth.tenantId))
        .orderBy(sql`${timelineAcl.userId} nulls first`, asc(timelineAcl.userId)),

    /** Sets one row; a flag left out keeps the value the target has now (its own row, else the tenant default). */
    async set(auth: AuthContext, change: TimelineAclChange): Promise<TimelineAclEntry> {
      if (change.userId !== null) {
        const [user] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, change.userId), eq(users.tenantId, auth.tenantId)));
        if (!user) throw notFound('User');
      }
      return db.transaction(async (tx) => {
        // One writer per tenant at a time: the tenant default's unique index does not cover a null userId.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`timeline_acl:${auth.tenantId}`}))`);
        const rows = await tx
          .select({ ...columns, id: timelineAcl.id })
          .from(timelineAcl)
          .where(and(eq(timelineAcl.tenantId, auth.tenantId), change.userId === null ? isNull(timelineAcl.userId) : sql`(${timelineAcl.userId} = ${change.userId} or ${timelineAcl.userId} is null)`))
          .orderBy(sql`${timelineAcl.userId} nulls last`);
        const own = rows.find((r) => r.userId === change.userId);
        const current = own ?? rows[0] ?? DEFAULT_TIMELINE_ACL;
        const next = {
          restrictOwnActivityHistory: change.restrictOwnActivityHistory ?? current.restrictOwnActivityHistory,
          canDeleteTimelineEntry: change.canDeleteTimelineEntry ?? current.canDeleteTimelineEntry,
        };
        if (own) await tx.update(timelineAcl).set(next).where(eq(timelineAcl.id, own.id));
        else await tx.insert(timelineAcl).values({ tenantId: auth.tenantId, userId: change.userId, ...next });
        return { userId: change.userId, ...next };
      });
    },
  };
}
