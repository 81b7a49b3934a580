import { connectRuleOf } from '../../activity/connection-rule';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { listActivitiesBody, numberActivitiesBody, queueActivitiesBody, ReportActivity, reportActivitiesBody } from '@/src/contract';
import type { Db } from '../../db/database';
import { activities, contacts, users } from '../../db/schema';
import type { AuthContext } from '../session/session-store';
import { queueMeasureSql, queueReportScope } from './acd-reports';
import { activityMeasureSql, activityReportScope, callResultIs } from './activity-measures';
import { listMeasureSql, listOf, listReportScope, stepOf, variantOf } from './list-measures';
import { numberMeasureSql, numberReportScope, onNumber } from './phone-number-reports';
import { reportedUserIds, reportQuery } from './report-query';

const a = activities;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A page of the activities a condition picks, newest first, with their total, contact and user. */
function activitiesPage(db: Db, where: SQL | undefined, page: { offset: number; limit: number }, activeUsersOnly: boolean) {
  const userJoin = and(eq(users.id, a.userId), eq(users.tenantId, a.tenantId));
  // The activity report's totals row adds up its user rows: every active user unless users were chosen.
  const scoped = and(where, activeUsersOnly ? eq(users.active, true) : undefined);
  return reportQuery(db, async (tx) => {
    const [counted] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(a)
      .leftJoin(users, userJoin)
      .where(scoped);
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
      .leftJoin(users, userJoin)
      // A queue entry names its caller's contact in its data.
      .leftJoin(contacts, and(eq(contacts.id, sql`coalesce(${a.contactId}, (${a.data}->>'contactId')::int)`), eq(contacts.tenantId, a.tenantId)))
      .where(scoped)
      .orderBy(desc(a.occurredAt), desc(a.id))
      .limit(page.limit)
      .offset(page.offset);
    const items: ReportActivity[] = rows.map((r) => ({
      id: r.id,
      kind: r.kind as ReportActivity['kind'],
      direction: r.direction,
      occurredAt: r.occurredAt.toISOString(),
      durationSeconds: r.kind === 'queue' ? (typeof r.data.talkSeconds === 'number' ? r.data.talkSeconds : 0) : r.durationSeconds,
      result: r.kind === 'call' ? text(r.data.result) : r.kind === 'queue' ? text(r.data.outcome) : null,
      subject: r.kind === 'email' ? text(r.data.subject) : null,
      contact: r.contactId === null ? null : { id: r.contactId, name: `${r.contactFirst ?? ''} ${r.contactLast ?? ''}`.trim() },
      user: r.userId === null ? null : { id: r.userId, name: `${r.userFirst ?? ''} ${r.userLast ?? ''}`.trim() },
    }));
    return { items, total: counted?.total ?? 0 };
  });
}

/**
 * The activities behind one figure of a report: the report's own scope and measure (one definition,
 * shared with the report's query), narrowed to the figure's row.
 */
export function createReportActivities(db: Db) {
  return {
    async activity(auth: AuthContext, body: z.infer<typeof reportActivitiesBody>) {
      const rule = await connectRuleOf(db, auth.tenantId);
      const measure = body.measure === 'callResult' ? callResultIs(body.result ?? '') : activityMeasureSql(rule)[body.measure];
      const where = and(activityReportScope(auth, body), measure, body.userId !== undefined ? eq(a.userId, body.userId) : undefined);
      return activitiesPage(db, where, body, reportedUserIds(auth, body.userIds).length === 0);
    },

    async listPerformance(auth: AuthContext, body: z.infer<typeof listActivitiesBody>) {
      const rule = await connectRuleOf(db, auth.tenantId);
      const measure = body.measure === 'callResult' ? callResultIs(body.result ?? '') : listMeasureSql(rule)[body.measure];
      const where = and(
        listReportScope(auth, body),
        measure,
        body.listId !== undefined ? sql`${listOf} = ${body.listId}` : undefined,
        body.stepId !== undefined ? sql`${stepOf} = ${body.stepId}` : undefined,
        body.variantId !== undefined ? sql`${variantOf} = ${body.variantId}` : undefined,
      );
      return activitiesPage(db, where, body, false);
    },

    async queue(auth: AuthContext, body: z.infer<typeof queueActivitiesBody>) {
      const where = and(queueReportScope(auth, { ...body, queueIds: [body.queueId] }), queueMeasureSql[body.measure], body.userId !== undefined ? eq(a.userId, body.userId) : undefined);
      return activitiesPage(db, where, body, false);
    },

    async phoneNumber(auth: AuthContext, body: z.infer<typeof numberActivitiesBody>) {
      const measure = numberMeasureSql(await connectRuleOf(db, auth.tenantId))[body.measure];
      return activitiesPage(db, and(numberReportScope(auth, body), onNumber(body.phoneNumber), measure), body, false);
    },
  };
}
