import type { Task } from '../contract';
import { addDaysToKey, dayKeyOf } from '../domain/tasks/day-key';
import { DEFAULT_TASK_NOTIFICATIONS, notificationChannels, type TaskNotifications } from '../domain/tasks/task-notifications';
import { DEFAULT_TASK_REMINDERS, dueReminders, type TaskReminders } from '../domain/tasks/task-reminders';

export const TASK_REMINDER_POLL_MS = 60_000;
/** Spec 1 section 9: user settings are cached for 300000 ms. */
export const TASK_REMINDER_SETTINGS_TTL_MS = 300_000;

export interface ReminderSettings {
  taskReminders: TaskReminders;
  taskNotifications: TaskNotifications;
}

export interface TaskReminderDeps {
  /** Open dated tasks of the signed-in user between two days (inclusive). */
  listTasks(startDay: string, endDay: string): Promise<Task[]>;
  /** Raised once per due task, with the channels (desktop, sound) its notification uses. */
  notify(task: Task, channels: { desktop: boolean; sound: boolean }): void;
  now(): Date;
  /** The user's task reminders and notifications; the defaults when absent or failing. */
  loadSettings?: () => Promise<ReminderSettings>;
}

const DEFAULTS: ReminderSettings = { taskReminders: DEFAULT_TASK_REMINDERS, taskNotifications: DEFAULT_TASK_NOTIFICATIONS };

/**
 * Raises each due task's reminder once, at the period its type is configured with before its due
 * time, through the channels the user's task notifications allow. Runs in the offscreen document
 * (alive while the browser runs); `tick` is what the timer calls.
 */
export function createTaskReminderPoller(deps: TaskReminderDeps) {
  const notified = new Set<number>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let cached: { at: number; value: ReminderSettings } | null = null;

  async function settings(now: Date): Promise<ReminderSettings> {
    if (!deps.loadSettings) return DEFAULTS;
    if (cached && now.getTime() - cached.at < TASK_REMINDER_SETTINGS_TTL_MS) return cached.value;
    try {
      cached = { at: now.getTime(), value: await deps.loadSettings() };
      return cached.value;
    } catch {
      return cached?.value ?? DEFAULTS; // Keep the last known settings while the server is away.
    }
  }

  async function tick() {
    const now = deps.now();
    const today = dayKeyOf(now);
    // Yesterday to tomorrow covers every offset the time may have been entered in.
    let tasks: Task[];
    try {
      tasks = await deps.listTasks(addDaysToKey(today, -1), addDaysToKey(today, 1));
    } catch {
      return; // Offline or signed out: try again at the next tick.
    }
    const { taskReminders, taskNotifications } = await settings(now);
    for (const task of dueReminders(tasks, taskReminders, now, notified)) {
      notified.add(task.id);
      const channels = notificationChannels(taskNotifications, task.subject);
      if (channels.desktop || channels.sound) deps.notify(task, channels);
    }
  }

  return {
    tick,
    start(intervalMs = TASK_REMINDER_POLL_MS) {
      if (timer) return;
      void tick();
      timer = setInterval(() => void tick(), intervalMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      notified.clear();
      cached = null;
    },
  };
}
