import { and, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Task, TaskDayGroup, taskBody } from '@/src/contract/entities/tasks';
import { TASK_NEW_EVENT, type callResultBody } from '@/src/contract/entities/tasks';
import { dueDateOnCompletion } from '@/src/domain/tasks/completion-due-date';
import type { TaskType } from '@/src/domain/tasks/task-constants';
import { canChangeTask, TASK_CHANGE_FORBIDDEN } from '@/src/domain/tasks/task-rights';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { accounts, type activities, contacts, opportunities, tasks, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { Realtime } from '../../realtime/realtime';
import { recordActivity, type TimelinePush } from '../../activity/activity-log';
import type { AuthContext } from '../session/session-store';
import { groupByDay, readTasks } from './task-read';
import type { TaskSettingsService } from './task-settings-service';

type Body = z.output<typeof taskBody>;
type CallResult = z.output<typeof callResultBody>;
const bad = (message: string) => new ApiError(400, message, { code: 'VALIDATION' });

export interface ListQuery {
  userId?: number | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
  openOnly: boolean;
  dated: boolean;
  contactId?: number | undefined;
  taskType?: TaskType | undefined;
  limit: number;
}

/** The activity kind a completed task is logged as: a completed DEMO counts as a demo on the dashboard. */
const completionKind = (type: TaskType): (typeof activities.$inferInsert)['kind'] => (type === 'DEMO' ? 'demo' : type === 'MEETING' ? 'meeting' : type === 'OTHER' ? 'other' : 'task');

/** Tasks: list by day, create, edit, complete (written to the activity log), delete, push to assignees. */
export function createTaskService(deps: { db: Db; clock: Clock; timeline: TimelinePush; realtime: Realtime; settings: TaskSettingsService }) {
  const { db, clock, timeline, realtime, settings } = deps;

  /** Reading is open to the tenant; changing is for the owner, the assigned users and managers. */
  async function assertCanChange(auth: AuthContext, t: Task): Promise<void> {
    const [me] = await db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)));
    const task = { ownerId: t.owner.id, userIds: t.users.map((u) => u.id) };
    if (!me || !canChangeTask(task, { id: auth.userId, role: me.role })) throw new ApiError(403, TASK_CHANGE_FORBIDDEN, { code: 'TASK_FORBIDDEN' });
  }

  /** setDueDateToCurrentDateOnTaskCompletion: the columns a completion also changes. */
  async function completionColumns(auth: AuthContext, t: Pick<Task, 'activityDate' | 'timezoneOffset'>): Promise<{ activityDate?: string | null }> {
    const { setDueDateToCurrentDateOnTaskCompletion: on } = await settings.tenant(auth.tenantId);
    return on ? { activityDate: dueDateOnCompletion(t, clock.now(), true) } : {};
  }

  async function load(tenantId: number, id: number): Promise<Task> {
    const [t] = await readTasks(db, tenantId, eq(tasks.id, id), 1);
    if (!t) throw notFound('Task');
    return t;
  }

  async function checkUser(tenantId: number, userId: number, status: 400 | 404) {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
    if (!u) throw status === 404 ? notFound('User') : bad('Unknown user');
  }

  async function checkRefs(auth: AuthContext, body: Body): Promise<void> {
    for (const id of new Set([body.ownerId ?? auth.userId, ...body.userIds])) await checkUser(auth.tenantId, id, 400);
    if (body.contactId !== null) {
      const [c] = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.id, body.contactId), eq(contacts.tenantId, auth.tenantId)));
      if (!c) throw bad('Unknown contact');
    }
    if (body.associatedEntityType === -1) return;
    if (body.associatedEntityId === null) throw bad('associatedEntityId is required for an account or opportunity');
    const table = body.associatedEntityType === 0 ? accounts : opportunities;
    const [e] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, body.associatedEntityId), eq(table.tenantId, auth.tenantId)));
    if (!e) throw bad(body.associatedEntityType === 0 ? 'Unknown account' : 'Unknown opportunity');
  }

  const columnsOf = (auth: AuthContext, body: Body) => {
    const ownerId = body.ownerId ?? auth.userId;
    return {
      ownerId,
      userIds: [...new Set(body.userIds.filter((id) => id !== ownerId))],
      taskType: body.taskType,
      priority: body.taskPriority.id,
      subject: body.subject,
      description: body.description,
      isDone: body.isDone,
      activityDate: body.activityDate,
      // A time without a date means nothing.
      time: body.activityDate ? (body.time?.length === 5 ? `${body.time}:00` : body.time) : null,
      timezoneOffset: body.timezoneOffset,
      projectName: body.context.projectName,
      externalId: body.externalId,
      otherFields: body.otherFields,
      contactId: body.contactId,
      associatedEntityType: body.associatedEntityType,
      associatedEntityId: body.associatedEntityType === -1 ? null : body.associatedEntityId,
    };
  };

  async function logCompletion(auth: AuthContext, t: Task, extra: Record<string, unknown> = {}) {
    await recordActivity(db, timeline, {
      tenantId: auth.tenantId,
      userId: auth.userId,
      contactId: t.contact?.id ?? null,
      kind: completionKind(t.taskType),
      occurredAt: clock.now(),
      data: { event: 'TASK_COMPLETED', taskId: t.id, taskType: t.taskType, subject: t.subject, description: t.description, ...extra },
    });
  }

  function announce(t: Task, except: number, previous: ReadonlySet<number> = new Set()) {
    for (const a of t.assignees) if (a.id !== except && !previous.has(a.id)) realtime.toUser(a.id, TASK_NEW_EVENT, { task: t });
  }

  async function setDone(auth: AuthContext, id: number, isDone: boolean, extra?: Record<string, unknown>): Promise<Task> {
    const before = await load(auth.tenantId, id);
    await assertCanChange(auth, before);
    const completing = isDone && !before.isDone;
    await db
      .update(tasks)
      .set({ isDone, modifiedAt: clock.now(), ...(completing ? await completionColumns(auth, before) : {}) })
      .where(and(eq(tasks.id, id), eq(tasks.tenantId, auth.tenantId)));
    const after = await load(auth.tenantId, id);
    if (completing) await logCompletion(auth, after, extra);
    return after;
  }

  return {
    async list(auth: AuthContext, q: ListQuery): Promise<TaskDayGroup[]> {
      if (q.userId !== undefined) await checkUser(auth.tenantId, q.userId, 404);
      if (q.contactId !== undefined) {
        const [c] = await db
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(eq(contacts.id, q.contactId), eq(contacts.tenantId, auth.tenantId)));
        if (!c) throw notFound('Contact');
      }
      // A contact's tasks are everyone's; otherwise the list is the user's (owned or shared).
      const userId = q.userId ?? (q.contactId === undefined ? auth.userId : undefined);
      const where = and(
        userId === undefined ? undefined : or(eq(tasks.ownerId, userId), sql`${userId} = any(${tasks.userIds})`),
        q.contactId === undefined ? undefined : eq(tasks.contactId, q.contactId),
        q.openOnly ? eq(tasks.isDone, false) : undefined,
        q.dated ? isNotNull(tasks.activityDate) : isNull(tasks.activityDate),
        q.dated && q.startTime ? gte(tasks.activityDate, q.startTime) : undefined,
        q.dated && q.endTime ? lte(tasks.activityDate, q.endTime) : undefined,
        q.taskType ? eq(tasks.taskType, q.taskType) : undefined,
      );
      return groupByDay(await readTasks(db, auth.tenantId, where, q.limit));
    },

    get: (auth: AuthContext, id: number) => load(auth.tenantId, id),

    async add(auth: AuthContext, body: Body): Promise<Task> {
      await checkRefs(auth, body);
      const now = clock.now();
      const columns = columnsOf(auth, body);
      const [row] = await db
        .insert(tasks)
        .values({ tenantId: auth.tenantId, ...columns, ...(body.isDone ? await completionColumns(auth, columns) : {}), createdAt: now, modifiedAt: now })
        .returning({ id: tasks.id });
      if (!row) throw new Error('task not written');
      const t = await load(auth.tenantId, row.id);
      if (t.isDone) await logCompletion(auth, t);
      announce(t, auth.userId);
      return t;
    },

    async update(auth: AuthContext, id: number, body: Body): Promise<Task> {
      const before = await load(auth.tenantId, id);
      await assertCanChange(auth, before);
      await checkRefs(auth, body);
      const columns = columnsOf(auth, { ...body, ownerId: body.ownerId ?? before.owner.id });
      const completing = body.isDone && !before.isDone;
      await db
        .update(tasks)
        .set({ ...columns, ...(completing ? await completionColumns(auth, columns) : {}), modifiedAt: clock.now() })
        .where(and(eq(tasks.id, id), eq(tasks.tenantId, auth.tenantId)));
      const after = await load(auth.tenantId, id);
      if (after.isDone && !before.isDone) await logCompletion(auth, after);
      announce(after, auth.userId, new Set(before.assignees.map((a) => a.id)));
      return after;
    },

    async remove(auth: AuthContext, id: number): Promise<void> {
      await assertCanChange(auth, await load(auth.tenantId, id));
      const deleted = await db
        .delete(tasks)
        .where(and(eq(tasks.id, id), eq(tasks.tenantId, auth.tenantId)))
        .returning({ id: tasks.id });
      if (!deleted.length) throw notFound('Task');
    },

    setCompleted: (auth: AuthContext, id: number, isDone: boolean) => setDone(auth, id, isDone),

    async setContext(auth: AuthContext, id: number, projectName: string | null): Promise<Task> {
      await assertCanChange(auth, await load(auth.tenantId, id));
      const updated = await db
        .update(tasks)
        .set({ projectName, modifiedAt: clock.now() })
        .where(and(eq(tasks.id, id), eq(tasks.tenantId, auth.tenantId)))
        .returning({ id: tasks.id });
      if (!updated.length) throw notFound('Task');
      return load(auth.tenantId, id);
    },

    /** Saving a call result on a call or callback task completes it, with the result in the log entry. */
    async saveCallResult(auth: AuthContext, id: number, body: CallResult): Promise<Task> {
      const t = await load(auth.tenantId, id);
      if (t.taskType !== 'CALL' && t.taskType !== 'CALLBACK') throw bad('Only a call or callback task takes a call result');
      if (t.isDone) throw new ApiError(409, 'Task is already done', { code: 'TASK_DONE' });
      return setDone(auth, id, true, { kind: body.kind, callSubject: body.subject, callDescription: body.description, result: body.resultValue });
    },

    async descriptionByExternalId(auth: AuthContext, externalId: string): Promise<string> {
      const [row] = await db
        .select({ description: tasks.description })
        .from(tasks)
        .where(and(eq(tasks.tenantId, auth.tenantId), eq(tasks.externalId, externalId)))
        .limit(1);
      if (!row) throw notFound('Task');
      return row.description;
    },
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
