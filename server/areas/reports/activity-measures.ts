import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReportActivity, reportActivitiesBody } from '@/src/contract';
import type { ActivityMeasure } from '@/src/domain/reports/activity-measures';
import type { Db } from '../../db/database';
import { activities, contacts, users } from '../../db/schema';
import type { AuthContext } from '../session/session-store';
import { occurredWithin } from './report-range';
import { connectTimeOf, reportedUserIds, reportQuery } from './report-query';

const a = activities;
const call = sql`${a.kind} = 'call'`;
const out = sql`${a.direction} = 'out'`;
const inbound = sql`${a.direction} = 'in'`;
const email = sql`${a.kind} = 'email'`;
const sms = sql`${a.kind} = 'sms'`;

/**
 * Which activities each counted figure of the activity report counts: the report counts them and a
 * figure opens them, from this one definition, so the two always agree.
 */
export function activityMeasureSql(connectTime: number): Record<Exclude<ActivityMeasure, 'callResult'>, SQL> {
  return {
    dials: sql`${call} and ${out}`,
    outboundCalls: sql`${call} and ${out} and ${a.durationSeconds} > 0`,
    connects: sql`${call} and ${out} and ${a.durationSeconds} >= ${connectTime}`,
    inboundCalls: sql`${call} and ${inbound}`,
    emailOut: sql`${email} and ${out}`,
    emailIn: sql`${email} and ${inbound}`,
    fsEmailOut: sql`${email} and ${out} and ${a.data}->>'origin' = 'playbook'`,
    emailOpens: sql`${email} and ${out} and coalesce((${a.data}->>'opens')::int, 0) > 0`,
    emailClicks: sql`${email} and ${out} and coalesce((${a.data}->>'clicks')::int, 0) > 0`,
    smsOut: sql`${sms} and ${out}`,
    smsIn: sql`${sms} and ${inbound}`,
  };
}

/** The report's filters over the log: tenant, a user, the range, the users reported on, calls from the chosen lists. */
export function activityReportScope(auth: AuthContext, filters: { start?: string | undefined; end?: string | undefined; userIds: readonly number[]; listIds: readonly number[] }): SQL | undefined {
  const userIds = reportedUserIds(auth, filters.userIds);
  return and(
    eq(a.tenantId, auth.tenantId),
    sql`${a.userId} is not null`,
    occurredWithin(filters),
    userIds.length ? sql`${a.userId} = any(${sql.param(userIds)}::int[])` : undefined,
    filters.listIds.length ? sql`(${a.kind} <> 'call' or (${a.data}->'context'->>'listId')::int = any(${sql.param(filters.listIds)}::int[]))` : undefined,
  );
}

type Body = z.infer<typeof reportActivitiesBody>;

/** The activities behind one figure of the activity report (a user's, or the totals row's: every reported user who is active unless chosen). */
export function createReportActivities(db: Db) {
  return async function reportActivities(auth: AuthContext, body: Body): Promise<{ items: ReportActivity[]; total: number }> {
    const connectTime = await connectTimeOf(db, auth.tenantId);
    const measure = body.measure === 'callResult' ? sql`${call} and ${a.data}->>'result' = ${body.result ?? ''}` : activityMeasureSql(connectTime)[body.measure];
    const chosen = reportedUserIds(auth, body.userIds);
    const where = and(
      activityReportScope(auth, body),
      measure,
      body.userId !== undefined ? eq(a.userId, body.userId) : undefined,
      // The totals row adds up the report's rows: the users chosen, or every active user.
      chosen.length ? undefined : eq(users.active, true),
    );
    return reportQuery(db, async (tx) => {
      const [counted] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(a)
        .innerJoin(users, and(eq(users.id, a.userId), eq(users.tenantId, a.tenantId)))
        .where(where);
      const rows = await tx
        .select({
          id: a.id,
          kind: a.kind,
          direction: a.direction,
          occurredAt: a.occurredAt,
          durationSeconds: a.durationSeconds,
          data: a.data,
          contactId: contacts.id,
          contactFirst: contacts.firstName,
          contactLast: contacts.lastName,
          userId: users.id,
          userFirst: users.firstName,
          userLast: users.lastName,
        })
        .from(a)
        .innerJoin(users, and(eq(users.id, a.userId), eq(users.tenantId, a.tenantId)))
        .leftJoin(contacts, and(eq(contacts.id, a.contactId), eq(contacts.tenantId, a.tenantId)))
        .where(where)
        .orderBy(desc(a.occurredAt), desc(a.id))
        .limit(body.limit)
        .offset(body.offset);
      const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
      const items = rows.map((r) => ({
        id: r.id,
        kind: r.kind as ReportActivity['kind'],
        direction: r.direction,
        occurredAt: r.occurredAt.toISOString(),
        durationSeconds: r.durationSeconds,
        result: r.kind === 'call' ? text(r.data.result) : null,
        subject: r.kind === 'email' ? text(r.data.subject) : null,
        contact: r.contactId === null ? null : { id: r.contactId, name: `${r.contactFirst ?? ''} ${r.contactLast ?? ''}`.trim() },
        user: { id: r.userId, name: `${r.userFirst} ${r.userLast}`.trim() },
      }));
      return { items, total: counted?.total ?? 0 };
    });
  };
}
