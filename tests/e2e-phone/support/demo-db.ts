import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '@/server/db/database';
import { activities } from '@/server/db/schema';

/** The call activities the running server logged for a user (the one activity log), newest first. */
export async function callActivitiesOf(userId: number) {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set by the global setup');
  const database = openDatabase(url, 1);
  try {
    const rows = await database.db
      .select({ id: activities.id, data: activities.data, durationSeconds: activities.durationSeconds })
      .from(activities)
      .where(and(eq(activities.userId, userId), eq(activities.kind, 'call')))
      .orderBy(sql`${activities.id} desc`);
    return rows.map((r) => ({ ...r, data: r.data as { callId: string; result: string; subject: string } }));
  } finally {
    await database.close();
  }
}

/**
 * A list's past month as the parallel dialer left it in the activity log: `dials` line calls of the
 * user, `personAnswers` of them answered by a person and connected in time (none abandoned), a day
 * ago. The abandonment guard reads these to decide how many lines a round may dial.
 */
export async function seedParallelHistory(input: { tenantId: number; userId: number; listId: number; dials: number; personAnswers: number }) {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set by the global setup');
  const database = openDatabase(url, 1);
  try {
    const occurredAt = new Date(Date.now() - 86_400_000);
    const rows = Array.from({ length: input.dials }, (_, i) => {
      const person = i < input.personAnswers;
      const context = { listId: input.listId, source: 'ParallelDialer', ...(person ? { personAnswered: true, abandoned: false } : {}) };
      return {
        tenantId: input.tenantId,
        userId: input.userId,
        kind: 'call' as const,
        direction: 'out' as const,
        occurredAt,
        data: { callId: `history-${input.listId}-${i}`, result: person ? 'Connected' : 'No Answer', context },
      };
    });
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(activities).values(rows.slice(i, i + 500));
  } finally {
    await database.close();
  }
}
