import type { Task } from '../contract';
import { addDaysToKey, dayKeyOf } from '../domain/tasks/day-key';
import { DEFAULT_TASK_REMINDERS, dueReminders, type TaskReminders } from '../domain/tasks/task-reminders';

export const TASK_REMINDER_POLL_MS = 60_000;

export interface TaskReminderDeps {
  /** Open dated tasks of the signed-in user between two days (inclusive). */
  listTasks(startDay: string, endDay: string): Promise<Task[]>;
  notify(task: Task): void;
  now(): Date;
  settings?: () => TaskReminders;
}

/**
 * Raises each due task's reminder once, at the configured period before its due time. Runs in the
 * offscreen document (alive while the browser runs); `tick` is what the timer calls.
 */
export function createTaskReminderPoller(deps: TaskReminderDeps) {
  const notified = new Set<number>();
  let timer: ReturnType<typeof setInterval> | null = null;

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
    for (const task of dueReminders(tasks, deps.settings?.() ?? DEFAULT_TASK_REMINDERS, now, notified)) {
      notified.add(task.id);
      deps.notify(task);
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
    },
  };
}
