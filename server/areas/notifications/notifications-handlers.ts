import type { notificationRoutes } from '@/src/contract/routes/notifications';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import { createTaskSettingsService } from '../tasks/task-settings-service';
import { createNotificationsService } from './notifications-service';

export function notificationsHandlers(deps: { db: Db; clock: Clock }): AreaHandlers<typeof notificationRoutes> {
  const taskSettings = createTaskSettingsService(deps.db);
  const service = createNotificationsService({ ...deps, taskReminders: async (auth) => (await taskSettings.notifications(auth)).taskReminders });
  return { listNotifications: async ({ auth }) => service.list(auth), markNotificationsRead: async ({ auth, body }) => service.markRead(auth, new Date(body.upTo)) };
}
