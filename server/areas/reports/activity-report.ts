import { connectRuleOf } from '../../activity/connection-rule';
import { activityMeasures } from '../../activity/measure-sql';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ActivityReport, type activityReportBody } from '@/src/contract';
import { activityFigures, NO_ACTIVITY, type ActivityCounts } from '@/src/domain/reports/activity-figures';
import type { Db } from '../../db/database';
import { activities, users } from '../../db/schema';
import type { AuthContext } from '../session/session-store';
import { activityMeasureSql, activityReportScope } from './activity-measures';
import { countWhere, reportedUserIds, reportQuery } from './report-query';

type Filters = z.infer<typeof activityReportBody>;

/**
 * The activity report (spec 3): per user, their calls, emails and SMS in the range, from the one
 * activity log, in one query: one pass groups the activities by user and call result, joined to the
 * users (those without activity get zeros); each user's row and the totals row are their sums. Without report.listUsers a user reports on themself.
 * Definitions: dials are outbound calls logged; outbound calls, those answered (longer than 0 s);
 * connects, outbound calls the tenant's connect rule counts (server/activity/measure-sql.ts); fsEmailOut, emails a playbook step
 * sent by itself; opens and clicks, emails opened or clicked at least once. A list filter keeps the
 * calls made from those lists (emails and SMS are not counted by list).
 */
export function createActivityReport(db: Db) {
  return async function activityReport(auth: AuthContext, filters: Filters): Promise<ActivityReport> {
    const userIds = reportedUserIds(auth, filters.userIds);
    const rule = await connectRuleOf(db, auth.tenantId);
    const a = activities;
    const call = sql`${a.kind} = 'call'`;
    const m = activityMeasureSql(rule);
    const measures = activityMeasures(rule);
    const result = sql<string | null>`case when ${call} then ${a.data}->>'result' end`;
    const count = countWhere;
    // One pass over the activities: each user's figures by call result (a few thousand groups), summed here per user and for everyone.
    const figures = db.$with('figures').as(
      db
        .select({
          userId: sql<number>`${a.userId}`.as('figure_user_id'),
          result: sql<string | null>`${result}`.as('result'),
          dials: count(m.dials).as('dials'),
          outboundCalls: count(m.outboundCalls).as('outbound_calls'),
          connects: count(m.connects).as('connects'),
          inboundCalls: count(m.inboundCalls).as('inbound_calls'),
          talkTime: measures.talkSeconds.as('talk_time'),
          talkedCalls: count(measures.talked).as('talked_calls'),
          calls: count(call).as('calls'),
          emailOut: count(m.emailOut).as('email_out'),
          emailIn: count(m.emailIn).as('email_in'),
          fsEmailOut: count(m.fsEmailOut).as('fs_email_out'),
          emailOpens: count(m.emailOpens).as('email_opens'),
          emailClicks: count(m.emailClicks).as('email_clicks'),
          smsOut: count(m.smsOut).as('sms_out'),
          smsIn: count(m.smsIn).as('sms_in'),
        })
        .from(a)
        .where(activityReportScope(auth, filters))
        .groupBy(a.userId, result),
    );
    const rows = await reportQuery(db, (tx) =>
      tx
        .with(figures)
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          figureUserId: figures.userId,
          result: figures.result,
          dials: figures.dials,
          outboundCalls: figures.outboundCalls,
          connects: figures.connects,
          inboundCalls: figures.inboundCalls,
          talkTime: figures.talkTime,
          talkedCalls: figures.talkedCalls,
          calls: figures.calls,
          emailOut: figures.emailOut,
          emailIn: figures.emailIn,
          fsEmailOut: figures.fsEmailOut,
          emailOpens: figures.emailOpens,
          emailClicks: figures.emailClicks,
          smsOut: figures.smsOut,
          smsIn: figures.smsIn,
        })
        .from(users)
        .leftJoin(figures, eq(figures.userId, users.id))
        .where(and(eq(users.tenantId, auth.tenantId), userIds.length ? sql`${users.id} = any(${sql.param(userIds)}::int[])` : eq(users.active, true)))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    );

    type Counts = Omit<ActivityCounts, 'callResults'>;
    const add = (into: ActivityCounts, f: Counts & { calls: number; result: string | null }) => {
      for (const key of Object.keys(into) as (keyof ActivityCounts)[]) if (key !== 'callResults') into[key] += f[key];
      if (f.result !== null) into.callResults[f.result] = (into.callResults[f.result] ?? 0) + f.calls;
    };
    const byUser = new Map<number, { firstName: string; lastName: string; counts: ActivityCounts }>();
    const everyone: ActivityCounts = { ...NO_ACTIVITY, callResults: {} };
    for (const r of rows) {
      let user = byUser.get(r.userId);
      if (!user) {
        user = { firstName: r.firstName, lastName: r.lastName, counts: { ...NO_ACTIVITY, callResults: {} } };
        byUser.set(r.userId, user);
      }
      // A user without activity in the range: one row whose figures are null (zeros above).
      if (r.figureUserId === null) continue;
      add(user.counts, r);
      add(everyone, r);
    }
    const report = [...byUser].map(([userId, u]) => ({ userId, firstName: u.firstName, lastName: u.lastName, ...activityFigures(u.counts) }));
    const totals = activityFigures(everyone);
    const callResults = Object.keys(totals.callResults).sort((x, y) => x.localeCompare(y));
    return { report, totals, callResults };
  };
}
