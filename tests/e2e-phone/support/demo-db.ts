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
