import { connectRuleOf } from '../../activity/connection-rule';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { activityReportBody } from '@/src/contract';
import type { DayFigures } from '@/src/domain/reports/connect-rate-series';
import type { Db } from '../../db/database';
import { activities, users } from '../../db/schema';
import type { AuthContext } from '../session/session-store';
import { activityMeasureSql, activityReportScope } from './activity-measures';
import { countWhere, reportedUserIds, reportQuery } from './report-query';

/**
 * The activity report's dials and connects per UTC day (its connect rate chart): the report's own
 * scope and measures, so the days add up to its totals row.
 */
export function createActivityConnectRate(db: Db) {
  return async function connectRate(auth: AuthContext, filters: z.infer<typeof activityReportBody>): Promise<DayFigures[]> {
    const m = activityMeasureSql(await connectRuleOf(db, auth.tenantId));
    const a = activities;
    const day = sql<string>`to_char(${a.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    // The totals row adds up its user rows: every active user unless users were chosen.
    const everyone = reportedUserIds(auth, filters.userIds).length === 0;
    return reportQuery(db, (tx) =>
      tx
        .select({ day, dials: countWhere(m.dials), connects: countWhere(m.connects) })
        .from(a)
        .innerJoin(users, and(eq(users.id, a.userId), eq(users.tenantId, a.tenantId)))
        .where(and(activityReportScope(auth, filters), sql`${a.kind} = 'call'`, everyone ? eq(users.active, true) : undefined))
        .groupBy(day)
        .orderBy(day),
    );
  };
}
