import { addDaysToKey } from '../../src/domain/tasks/day-key';
import type { TaskType } from '../../src/domain/tasks/task-constants';
import type { Db } from '../db/database';
import { tasks } from '../db/schema';
import type { DemoTenantContext } from './demo-areas';

interface SeedTask {
  type: TaskType;
  subject: string;
  /** Days from today; null: no due date. */
  day: number | null;
  time: string | null;
  priority: 0 | 1 | 2;
}

const PLAN: SeedTask[] = [
  { type: 'CALL', subject: 'Follow up on pricing question', day: -20, time: '10:00:00', priority: 0 },
  { type: 'EMAIL', subject: 'Send the case study', day: -3, time: '14:30:00', priority: 1 },
  { type: 'CALL', subject: 'Discovery call', day: 0, time: '09:30:00', priority: 0 },
  { type: 'DEMO', subject: 'Product demo', day: 0, time: '15:00:00', priority: 1 },
  { type: 'CALLBACK', subject: 'Call back about renewal', day: 0, time: '11:00:00', priority: 0 },
  { type: 'MEETING', subject: 'Quarterly review', day: 1, time: '13:00:00', priority: 2 },
  { type: 'CALLBACK', subject: 'Requested a call tomorrow', day: 1, time: '16:00:00', priority: 1 },
  { type: 'SMS', subject: 'Confirm the meeting by text', day: 2, time: '08:45:00', priority: 2 },
  { type: 'OTHER', subject: 'Update the account notes', day: null, time: null, priority: 2 },
  { type: 'CALL', subject: 'Introduce the new plan', day: null, time: null, priority: 1 },
];

/** A few tasks per rep: overdue, today, tomorrow, later, undated, callbacks; each on a demo contact. */
export async function seedTasks(db: Db, ctx: DemoTenantContext) {
  const today = ctx.now.toISOString().slice(0, 10);
  const reps = [ctx.userIds.rep, ctx.userIds.rep2];
  const rows = reps.flatMap((ownerId, r) =>
    PLAN.map((p, i) => ({
      tenantId: ctx.tenantId,
      ownerId,
      taskType: p.type,
      priority: p.priority,
      subject: p.subject,
      activityDate: p.day === null ? null : addDaysToKey(today, p.day),
      time: p.time,
      contactId: ctx.contactIds[r * PLAN.length + i] ?? null,
      createdAt: ctx.now,
      modifiedAt: ctx.now,
    })),
  );
  await db.insert(tasks).values(rows);
}
