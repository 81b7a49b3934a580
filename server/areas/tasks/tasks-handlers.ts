import type { tasksRoutes } from '@/src/contract/routes/tasks';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import type { Realtime } from '../../realtime/realtime';
import type { TimelinePush } from '../../activity/activity-log';
import { createPageStateService } from './page-state-service';
import { createTaskService } from './task-service';
import { createTaskSettingsService } from './task-settings-service';
import { TASK_PRIORITIES } from '@/src/domain/tasks/task-constants';

export function tasksHandlers(deps: { db: Db; clock: Clock; timeline: TimelinePush; realtime: Realtime }): AreaHandlers<typeof tasksRoutes> {
  const settings = createTaskSettingsService(deps.db);
  const tasks = createTaskService({ ...deps, settings });
  const states = createPageStateService(deps.db);
  return {
    listTasks: async ({ auth, query }) => ({ tasks: await tasks.list(auth, query) }),
    taskPriorities: async () => ({ priorities: TASK_PRIORITIES.map((p) => ({ id: p.id, name: p.name })) }),
    taskDescription: async ({ auth, query }) => ({ description: await tasks.descriptionByExternalId(auth, query.externalId) }),
    getTaskBlockState: async ({ auth }) => ({ state: await states.blockState(auth) }),
    updateTaskBlockState: async ({ auth, body }) => ({ state: await states.saveBlockState(auth, body) }),
    addTask: async ({ auth, body }) => ({ task: await tasks.add(auth, body) }),
    updateTask: async ({ auth, params, body }) => ({ task: await tasks.update(auth, params.taskId, body) }),
    deleteTask: async ({ auth, params }) => {
      await tasks.remove(auth, params.taskId);
      return { deleted: true as const };
    },
    updateTaskCompleted: async ({ auth, params, body }) => ({ task: await tasks.setCompleted(auth, params.taskId, body.isDone) }),
    updateTaskContext: async ({ auth, params, body }) => ({ task: await tasks.setContext(auth, params.taskId, body.projectName) }),
    saveTaskCallResult: async ({ auth, params, body }) => ({ task: await tasks.saveCallResult(auth, params.taskId, body) }),
    getPageState: async ({ auth, params }) => ({ value: await states.get(auth, params.key) }),
    updatePageState: async ({ auth, params, body }) => ({ value: await states.update(auth, params.key, body.value) }),
    getTaskSettings: ({ auth }) => settings.tenant(auth.tenantId),
    updateTaskSettings: ({ auth, body }) => settings.updateTenant(auth.tenantId, body),
    getTaskNotificationSettings: ({ auth }) => settings.notifications(auth),
    updateTaskNotificationSettings: ({ auth, body }) => settings.updateNotifications(auth, body),
  };
}
