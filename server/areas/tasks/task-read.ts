import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Task, TaskDayGroup } from '@/src/contract/entities/tasks';
import { accounts, contacts, opportunities, tasks, users } from '../../db/schema';
import type { Executor } from '../../activity/activity-log';

const ownerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const entityName = sql<string | null>`case ${tasks.associatedEntityType} when 0 then ${accounts.name} when 1 then ${opportunities.name} else null end`;

function base(db: Executor) {
  return db
    .select({ t: tasks, ownerName, entityName, contact: { id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, isCallOptOut: contacts.isCallOptOut } })
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.ownerId))
    .leftJoin(contacts, eq(contacts.id, tasks.contactId))
    .leftJoin(accounts, and(eq(tasks.associatedEntityType, 0), eq(accounts.id, tasks.associatedEntityId)))
    .leftJoin(opportunities, and(eq(tasks.associatedEntityType, 1), eq(opportunities.id, tasks.associatedEntityId)));
}
type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

async function userNames(db: Executor, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: ownerName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function toTask(r: Row, names: Map<number, string>): Task {
  const t = r.t;
  const owner = { id: t.ownerId, name: r.ownerName };
  const others = t.userIds.filter((id) => id !== t.ownerId).map((id) => ({ id, name: names.get(id) ?? '' }));
  return {
    id: t.id,
    taskType: t.taskType,
    taskPriority: { id: t.priority === 0 || t.priority === 2 ? t.priority : 1 },
    owner,
    users: others,
    assignees: [owner, ...others],
    subject: t.subject,
    description: t.description,
    isDone: t.isDone,
    activityDate: t.activityDate,
    time: t.time,
    timezoneOffset: t.timezoneOffset,
    context: { projectName: t.projectName },
    externalId: t.externalId,
    otherFields: t.otherFields,
    contact: r.contact && r.contact.id !== null ? r.contact : null,
    associatedEntityType: t.associatedEntityType === 0 || t.associatedEntityType === 1 ? t.associatedEntityType : -1,
    associatedEntityId: t.associatedEntityId,
    associatedEntityName: r.entityName,
    modifiedAt: t.modifiedAt.toISOString(),
  };
}

/** Tasks of the tenant matching `where`, in due order (undated last), with their people's names. */
export async function readTasks(db: Executor, tenantId: number, where: SQL | undefined, limit = 500): Promise<Task[]> {
  const rows = await base(db)
    .where(and(eq(tasks.tenantId, tenantId), where))
    .orderBy(sql`${tasks.activityDate} asc nulls last`, sql`${tasks.time} asc nulls first`, tasks.id)
    .limit(limit);
  const names = await userNames(db, tenantId, [...new Set(rows.flatMap((r) => r.t.userIds))]);
  return rows.map((r) => toTask(r, names));
}

/** payload.tasks: day groups in date order, the no-due-date group last. */
export function groupByDay(list: Task[]): TaskDayGroup[] {
  const groups = new Map<string | null, Task[]>();
  for (const t of list) groups.set(t.activityDate, [...(groups.get(t.activityDate) ?? []), t]);
  return [...groups.entries()].map(([date, items]) => ({ date, tasks: items }));
}
