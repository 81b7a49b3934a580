import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TaskNotificationSettings, TaskSettings, taskNotificationSettingsBody } from '@/src/contract/entities/tasks';
import { taskNotifications, taskReminders } from '@/src/contract/entities/tasks';
import { DEFAULT_OVERDUE_LIMIT } from '@/src/domain/tasks/task-constants';
import { DEFAULT_TASK_NOTIFICATIONS } from '@/src/domain/tasks/task-notifications';
import { DEFAULT_TASK_REMINDERS, remindersOfRows } from '@/src/domain/tasks/task-reminders';
import type { Db } from '../../db/database';
import { readUserSetting, writeUserSetting } from '../../db/user-settings';
import { tenantTaskSettings, type TenantTaskSettings } from '../../db/schema';
import type { AuthContext } from '../session/session-store';

type NotificationBody = z.output<typeof taskNotificationSettingsBody>;

const REMINDERS_KEY = 'taskReminders';
const NOTIFICATIONS_KEY = 'taskNotifications';

/** Tenant task settings (admin) and each user's task reminders and notifications. */
export function createTaskSettingsService(db: Db) {
  async function stored(tenantId: number): Promise<TenantTaskSettings> {
    const [row] = await db.select({ settings: tenantTaskSettings.settings }).from(tenantTaskSettings).where(eq(tenantTaskSettings.tenantId, tenantId));
    return row?.settings ?? {};
  }
  const withDefaults = (s: TenantTaskSettings): TaskSettings => ({
    setDueDateToCurrentDateOnTaskCompletion: s.setDueDateToCurrentDateOnTaskCompletion ?? false,
    overdueLimit: s.overdueLimit === undefined ? DEFAULT_OVERDUE_LIMIT : s.overdueLimit,
  });

  return {
    async tenant(tenantId: number): Promise<TaskSettings> {
      return withDefaults(await stored(tenantId));
    },

    /** Merges the given fields over the tenant's stored settings. */
    async updateTenant(tenantId: number, patch: Partial<TaskSettings>): Promise<TaskSettings> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(tenantTaskSettings).where(eq(tenantTaskSettings.tenantId, tenantId)).for('update');
        const settings: TenantTaskSettings = { ...(row?.settings ?? {}), ...patch };
        await tx.insert(tenantTaskSettings).values({ tenantId, settings }).onConflictDoUpdate({ target: tenantTaskSettings.tenantId, set: { settings } });
        return withDefaults(settings);
      });
    },

    /** The user's reminders and notifications; a stored value that no longer fits reads as the default. */
    async notifications(auth: AuthContext): Promise<TaskNotificationSettings> {
      return {
        taskReminders: taskReminders.safeParse(await readUserSetting(db, auth, REMINDERS_KEY)).data ?? DEFAULT_TASK_REMINDERS,
        taskNotifications: taskNotifications.safeParse(await readUserSetting(db, auth, NOTIFICATIONS_KEY)).data ?? DEFAULT_TASK_NOTIFICATIONS,
      };
    },

    /** Both keys in one transaction (the spec's "update multiple keys"). */
    async updateNotifications(auth: AuthContext, body: NotificationBody): Promise<TaskNotificationSettings> {
      const reminders = remindersOfRows(body.taskReminders);
      await db.transaction(async (tx) => {
        await writeUserSetting(tx, auth, REMINDERS_KEY, reminders);
        await writeUserSetting(tx, auth, NOTIFICATIONS_KEY, body.taskNotifications);
      });
      return { taskReminders: reminders, taskNotifications: body.taskNotifications };
    },
  };
}

export type TaskSettingsService = ReturnType<typeof createTaskSettingsService>;
