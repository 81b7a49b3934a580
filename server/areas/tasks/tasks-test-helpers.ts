import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tasks } from '../../db/schema';

export const taskCount = async (db: Db) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tasks);
  return row?.n ?? 0;
};

/** A valid body for POST /tasks and PUT /tasks/:id. */
export const callTask = (extra: Record<string, unknown> = {}) => ({
  taskType: 'CALL',
  taskPriority: { id: 0 },
  subject: 'Call about the pilot',
  description: 'Ask about seats',
  activityDate: '2026-03-12',
  time: '09:30:00',
  ...extra,
});

export const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
