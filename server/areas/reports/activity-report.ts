import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORT_LIST_USERS, type ActivityReport, type activityReportBody } from '@/src/contract';
import { DEFAULT_CONNECT_TIME_S } from '@/src/domain/constants';
import { activityFigures, NO_ACTIVITY, type ActivityCounts } from '@/src/domain/reports/activity-figures';
import type { Db } from '../../db/database';
import { activities, tenants, users } from '../../db/schema';
import type { AuthContext } from '../session/session-store';
import { occurredWithin } from './report-range';

type Filters = z.infer<typeof activityReportBody>;

/**
 * The activity report (spec 3): per user, their calls, emails and SMS in the range, from the one
 * activity log, in one query: grouping sets give each user's figures, each user's calls by result,
 * and the same for everyone (the totals row). Without report.listUsers a user reports on themself.
 * Definitions: dials are outbound calls logged; outbound calls, those answered (longer than 0 s);
 * connects, outbound calls at least the tenant's connect time; fsEmailOut, emails a playbook step
 * sent by itself; opens and clicks, emails opened or clicked at least once. A list filter keeps the
 * calls made from those lists (emails and SMS are not counted by list).
 */
export function createActivityReport(db: Db) {
  return async function activityReport(auth: AuthContext, filters: Filters): Promise<ActivityReport> {
    const userIds = auth.capList.includes(REPORT_LIST_USERS) ? filters.userIds : [auth.userId];
    const [tenant] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, auth.tenantId));
    const connectTime = tenant?.settings.connectTimeSeconds ?? DEFAULT_CONNECT_TIME_S;
    const a = activities;
    const call = sql`${a.kind} = 'call'`;
    const out = sql`${a.direction} = 'out'`;
    const email = sql`${a.kind} = 'email'`;
    const sms = sql`${a.kind} = 'sms'`;
    const result = sql<string | null>`case when ${call} then ${a.data}->>'result' end`;
    const count = (condition: ReturnType<typeof sql>) => sql<number>`count(${a.id}) filter (where ${condition})::int`;
    const joined = and(
      eq(a.tenantId, users.tenantId),
      eq(a.userId, users.id),
      occurredWithin(filters),
      filters.listIds.length ? sql`(${a.kind} <> 'call' or (${a.data}->'context'->>'listId')::int = any(${sql.param(filters.listIds)}::int[]))` : undefined,
    );
    const rows = await db
      .select({
        userId: users.id,
        byUser: sql<number>`grouping(${users.id})::int`,
        byResult: sql<number>`grouping(${result})::int`,
        result,
        firstName: sql<string>`max(${users.firstName})`,
        lastName: sql<string>`max(${users.lastName})`,
        dials: count(sql`${call} and ${out}`),
        outboundCalls: count(sql`${call} and ${out} and ${a.durationSeconds} > 0`),
        connects: count(sql`${call} and ${out} and ${a.durationSeconds} >= ${connectTime}`),
        inboundCalls: count(sql`${call} and ${a.direction} = 'in'`),
        talkTime: sql<number>`coalesce(sum(${a.durationSeconds}) filter (where ${call}), 0)::int`,
        talkedCalls: count(sql`${call} and ${a.durationSeconds} > 0`),
        calls: count(call),
        emailOut: count(sql`${email} and ${out}`),
        emailIn: count(sql`${email} and ${a.direction} = 'in'`),
        fsEmailOut: count(sql`${email} and ${out} and ${a.data}->>'origin' = 'playbook'`),
        emailOpens: count(sql`${email} and ${out} and coalesce((${a.data}->>'opens')::int, 0) > 0`),
        emailClicks: count(sql`${email} and ${out} and coalesce((${a.data}->>'clicks')::int, 0) > 0`),
        smsOut: count(sql`${sms} and ${out}`),
        smsIn: count(sql`${sms} and ${a.direction} = 'in'`),
      })
      .from(users)
      .leftJoin(a, joined)
      .where(and(eq(users.tenantId, auth.tenantId), userIds.length ? sql`${users.id} = any(${sql.param(userIds)}::int[])` : eq(users.active, true)))
      .groupBy(sql`grouping sets ((${users.id}), (${users.id}, ${result}), (), (${result}))`)
      .orderBy(asc(sql`max(${users.firstName})`), asc(sql`max(${users.lastName})`));

    const resultsOf = (userId: number | null) =>
      Object.fromEntries(rows.filter((r) => r.byResult === 0 && r.result !== null && (userId === null ? r.byUser === 1 : r.byUser === 0 && r.userId === userId)).map((r) => [r.result!, r.calls]));
    const counts = (r: (typeof rows)[number], userId: number | null): ActivityCounts => ({
      dials: r.dials,
      outboundCalls: r.outboundCalls,
      connects: r.connects,
      inboundCalls: r.inboundCalls,
      talkTime: r.talkTime,
      talkedCalls: r.talkedCalls,
      emailOut: r.emailOut,
      emailIn: r.emailIn,
      fsEmailOut: r.fsEmailOut,
      emailOpens: r.emailOpens,
      emailClicks: r.emailClicks,
      smsOut: r.smsOut,
      smsIn: r.smsIn,
      callResults: resultsOf(userId),
    });
    const perUser = rows.filter((r) => r.byUser === 0 && r.byResult === 1);
    const total = rows.find((r) => r.byUser === 1 && r.byResult === 1);
    const report = perUser.map((r) => ({ userId: r.userId, firstName: r.firstName, lastName: r.lastName, ...activityFigures(counts(r, r.userId)) }));
    const totals = activityFigures(total ? counts(total, null) : NO_ACTIVITY);
    const callResults = Object.keys(totals.callResults).sort((x, y) => x.localeCompare(y));
    return { report, totals, callResults };
  };
}
