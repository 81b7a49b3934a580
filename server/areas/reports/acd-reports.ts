import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AbandonedCallRow, acdReportBody, QueuePerformanceRow } from '@/src/contract';
import type { QueueMeasure } from '@/src/domain/reports/activity-measures';
import type { Db } from '../../db/database';
import { activities, contacts, users } from '../../db/schema';
import type { AuthContext } from '../session/session-store';
import { occurredWithin } from './report-range';
import { countWhere, reportQuery } from './report-query';

type Filters = z.infer<typeof acdReportBody>;
/** Where a page of abandoned entries ended (time order, then id). */
export interface AbandonedCursor {
  /** The entry's time as PostgreSQL writes it. */
  at: string;
  id: number;
}

/** Which entries each counted figure of the queue performance report counts: the report counts them and a figure opens them. */
export const queueMeasureSql: Record<QueueMeasure, SQL> = {
  received: sql`true`,
  accepted: sql`${activities.data}->>'outcome' = 'processed'`,
  abandoned: sql`${activities.data}->>'outcome' = 'abandoned'`,
};

/** The queue entries an ACD report reads: the tenant's, in the range, of the queues asked for. */
export const queueReportScope = (auth: AuthContext, filters: { start?: string | undefined; end?: string | undefined; queueIds: readonly number[] }) =>
  and(
    eq(activities.tenantId, auth.tenantId),
    eq(activities.kind, 'queue'),
    occurredWithin(filters),
    filters.queueIds.length ? sql`(${activities.data}->>'queueId')::int = any(${sql.param(filters.queueIds)}::int[])` : undefined,
  );

const entry = {
  queueId: sql<number>`(${activities.data}->>'queueId')::int`,
  outcome: sql<string>`${activities.data}->>'outcome'`,
  wait: sql<number>`coalesce((${activities.data}->>'waitSeconds')::int, 0)`,
  talk: sql`(${activities.data}->>'talkSeconds')::int`,
};

/**
 * The two ACD reports (spec 3), from the queue entries of the activity log (kind 'queue'): one query
 * each, tenant-scoped. A queue deleted since keeps its name from its entries.
 */
export function createAcdReports(db: Db) {
  async function abandonedRows(auth: AuthContext, filters: Filters, page?: { after: AbandonedCursor | null; limit: number }) {
    const after = page?.after ? sql`(${activities.occurredAt}, ${activities.id}) > (${page.after.at}::timestamptz, ${page.after.id})` : undefined;
    const query = db
      .select({
        id: activities.id,
        // The exact stored time (microseconds, which a Date would round) for the next page's start.
        exactAt: sql<string>`${activities.occurredAt}::text`,
        queueName: sql<string>`${activities.data}->>'queueName'`,
        startingTime: activities.occurredAt,
        contactId: contacts.id,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        from: sql<string>`${activities.data}->>'from'`,
        to: sql<string>`${activities.data}->>'to'`,
        wait: entry.wait,
      })
      .from(activities)
      .leftJoin(contacts, and(eq(contacts.id, sql`(${activities.data}->>'contactId')::int`), eq(contacts.tenantId, activities.tenantId)))
      .where(and(queueReportScope(auth, filters), queueMeasureSql.abandoned, after))
      .orderBy(asc(activities.occurredAt), asc(activities.id));
    const rows = page ? await query.limit(page.limit) : await query;
    return rows.map((r) => ({
      cursor: { at: r.exactAt, id: r.id },
      row: {
        queueName: r.queueName,
        startingTime: r.startingTime.toISOString(),
        contactId: r.contactId,
        contactName: r.contactId === null ? null : `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
        sourcePhoneNumber: r.from,
        targetPhoneNumber: r.to,
        waitTime: r.wait,
      },
    }));
  }

  return {
    /** The abandoned entries in time order. */
    async abandoned(auth: AuthContext, filters: Filters): Promise<AbandonedCallRow[]> {
      return (await abandonedRows(auth, filters)).map((r) => r.row);
    },

    /** Every abandoned entry, page by page: memory stays one page whatever the range holds. */
    async *abandonedPages(auth: AuthContext, filters: Filters, pageSize = 2000): AsyncGenerator<AbandonedCallRow[]> {
      let after: AbandonedCursor | null = null;
      for (;;) {
        const rows = await abandonedRows(auth, filters, { after, limit: pageSize });
        if (rows.length) yield rows.map((r) => r.row);
        if (rows.length < pageSize) return;
        after = rows[rows.length - 1]!.cursor;
      }
    },

    /** Queues and, under each, the users who accepted its calls: one grouping-sets query. */
    async performance(auth: AuthContext, filters: Filters): Promise<QueuePerformanceRow[]> {
      const rows = await reportQuery(db, (tx) =>
        tx
          .select({
            queueId: entry.queueId,
            userId: activities.userId,
            grouping: sql<number>`grouping(${activities.userId})::int`,
            queueName: sql<string>`max(${activities.data}->>'queueName')`,
            userName: sql<string | null>`max(${users.firstName} || ' ' || ${users.lastName})`,
            received: countWhere(queueMeasureSql.received),
            accepted: countWhere(queueMeasureSql.accepted),
            abandoned: countWhere(queueMeasureSql.abandoned),
            averageTalkTime: sql<number>`coalesce(round(avg(${entry.talk}) filter (where ${entry.outcome} = 'processed')), 0)::int`,
            averageWaitTime: sql<number>`coalesce(round(avg(${entry.wait}) filter (where ${entry.outcome} <> 'waiting')), 0)::int`,
            longestWaitTime: sql<number>`coalesce(max(${entry.wait}), 0)::int`,
          })
          .from(activities)
          .leftJoin(users, and(eq(users.id, activities.userId), eq(users.tenantId, activities.tenantId)))
          .where(queueReportScope(auth, filters))
          .groupBy(sql`grouping sets ((${entry.queueId}), (${entry.queueId}, ${activities.userId}))`),
      );
      const queues = rows.filter((r) => r.grouping === 1);
      const metrics = (r: (typeof rows)[number]) => ({
        received: r.received,
        accepted: r.accepted,
        abandoned: r.abandoned,
        averageTalkTime: r.averageTalkTime,
        averageWaitTime: r.averageWaitTime,
        longestWaitTime: r.longestWaitTime,
      });
      return queues
        .map((q) => ({
          queueId: q.queueId,
          queueName: q.queueName,
          ...metrics(q),
          // Entries nobody took (waiting, abandoned) have no user: they count for the queue only.
          users: rows
            .filter((u) => u.grouping === 0 && u.queueId === q.queueId && u.userId !== null)
            .map((u) => ({ userId: u.userId!, userName: u.userName ?? '', ...metrics(u) }))
            .sort((a, b) => a.userName.localeCompare(b.userName, undefined, { sensitivity: 'base' })),
        }))
        .sort((a, b) => a.queueName.localeCompare(b.queueName, undefined, { sensitivity: 'base' }) || a.queueId - b.queueId);
    },
  };
}
