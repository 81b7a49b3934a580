import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { timelineAcl } from '../db/schema';

/**
 * restrictOwnActivityHistory (the timeline ACL: the user's own row, else the tenant default): the
 * user sees only activities they did themself, on every route that returns one (timeline, email
 * messages, SMS threads, calls and their recordings, report drawers), not only on the timeline.
 */
export async function seesOnlyOwnActivity(db: Db, auth: { tenantId: number; userId: number }): Promise<boolean> {
  const [row] = await db
    .select({ restrict: timelineAcl.restrictOwnActivityHistory })
    .from(timelineAcl)
    .where(and(eq(timelineAcl.tenantId, auth.tenantId), or(eq(timelineAcl.userId, auth.userId), isNull(timelineAcl.userId))))
    .orderBy(sql`${timelineAcl.userId} nulls last`)
    .limit(1);
  return row?.restrict ?? false;
}
