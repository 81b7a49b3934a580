import { z } from 'zod';
import { defineRoute } from '../route';
import {
  callResultBody,
  pageStateKey,
  pageStateValue,
  task,
  taskBlockState,
  taskBody,
  taskDayGroup,
  taskNotificationSettings,
  taskNotificationSettingsBody,
  taskPriority,
  taskSettings,
  dayKey,
} from '../entities/tasks';
import { deletedReply, queryFlag, recordId } from './crm-params';

const taskParams = z.object({ taskId: recordId });

/** Tasks (spec 1 section 7, spec 2 callback tasks, page states). */
export const tasksRoutes = {
  listTasks: defineRoute({
    method: 'GET',
    path: '/tasks',
    query: z
      .object({
        userId: recordId.optional(),
        startTime: dayKey.optional(),
        endTime: dayKey.optional(),
        openOnly: queryFlag.default(true),
        /** true: tasks with a date in [startTime, endTime]; false: tasks without a due date. */
        dated: queryFlag.default(true),
        contactId: recordId.optional(),
        taskType: z.enum(['CALL', 'CALLBACK', 'EMAIL', 'SMS', 'DEMO', 'MEETING', 'OTHER']).optional(),
        limit: z.coerce.number().int().min(1).max(500).default(500),
      })
      .refine((q) => !q.startTime || !q.endTime || q.startTime <= q.endTime, 'startTime must not be after endTime'),
    reply: z.object({ tasks: z.array(taskDayGroup) }),
    auth: 'session',
  }),
  taskPriorities: defineRoute({ method: 'GET', path: '/tasks/priorities', reply: z.object({ priorities: z.array(taskPriority) }), auth: 'session' }),
  taskDescription: defineRoute({
    method: 'GET',
    path: '/tasks/description',
    query: z.object({ externalId: z.string().trim().min(1).max(255) }),
    reply: z.object({ description: z.string() }),
    auth: 'session',
  }),
  getTaskBlockState: defineRoute({ method: 'GET', path: '/tasks/block-state', reply: z.object({ state: taskBlockState }), auth: 'session' }),
  updateTaskBlockState: defineRoute({ method: 'PUT', path: '/tasks/block-state', body: taskBlockState, reply: z.object({ state: taskBlockState }), auth: 'session' }),
  addTask: defineRoute({ method: 'POST', path: '/tasks', body: taskBody, reply: z.object({ task }), auth: 'session', retry: false }),
  updateTask: defineRoute({ method: 'PUT', path: '/tasks/:taskId', params: taskParams, body: taskBody, reply: z.object({ task }), auth: 'session' }),
  deleteTask: defineRoute({ method: 'DELETE', path: '/tasks/:taskId', params: taskParams, reply: deletedReply, auth: 'session' }),
  updateTaskCompleted: defineRoute({ method: 'PUT', path: '/tasks/:taskId/completed', params: taskParams, body: z.object({ isDone: z.boolean() }), reply: z.object({ task }), auth: 'session' }),
  updateTaskContext: defineRoute({
    method: 'PUT',
    path: '/tasks/:taskId/context',
    params: taskParams,
    body: z.object({ projectName: z.string().trim().max(255).nullable() }),
    reply: z.object({ task }),
    auth: 'session',
  }),
  saveTaskCallResult: defineRoute({ method: 'POST', path: '/tasks/:taskId/call-result', params: taskParams, body: callResultBody, reply: z.object({ task }), auth: 'session', retry: false }),
  getPageState: defineRoute({ method: 'GET', path: '/page-states/:key', params: z.object({ key: pageStateKey }), reply: z.object({ value: pageStateValue.nullable() }), auth: 'session' }),
  updatePageState: defineRoute({
    method: 'PUT',
    path: '/page-states/:key',
    params: z.object({ key: pageStateKey }),
    body: z.object({ value: pageStateValue }),
    reply: z.object({ value: pageStateValue }),
    auth: 'session',
  }),
  /** Tenant task settings: every user reads them (the overdue limit shapes the list); admins change them. */
  getTaskSettings: defineRoute({ method: 'GET', path: '/tasks/settings', reply: taskSettings, auth: 'session' }),
  updateTaskSettings: defineRoute({ method: 'PUT', path: '/admin/tasks/settings', body: taskSettings.partial(), reply: taskSettings, auth: 'session', scope: 'settings.admin' }),
  /** The user's task reminders (per type) and task notifications (desktop, sound). */
  getTaskNotificationSettings: defineRoute({ method: 'GET', path: '/tasks/notification-settings', reply: taskNotificationSettings, auth: 'session' }),
  updateTaskNotificationSettings: defineRoute({ method: 'PUT', path: '/tasks/notification-settings', body: taskNotificationSettingsBody, reply: taskNotificationSettings, auth: 'session' }),
};
