import type { Connection } from '../contract/connection';
import { toDisplayTime } from '../domain/tasks/task-time';
import { createApiClient } from '../client/api-client';
import { playReminderTone } from './reminder-tone';
import { createTaskReminderPoller } from './task-reminder-poller';

export interface TaskReminderMessage {
  target: 'background';
  type: 'tasks.reminder';
  taskId: number;
  title: string;
  body: string;
}

/** The offscreen side of task reminders: polls the signed-in user's tasks and settings, one poller per connection. */
export function createTaskReminders(send: (message: TaskReminderMessage) => void) {
  let poller: ReturnType<typeof createTaskReminderPoller> | null = null;
  return {
    connect(connection: Connection | null) {
      poller?.stop();
      poller = null;
      if (!connection) return;
      const api = createApiClient({ baseUrl: () => connection.instance, token: () => connection.token, maxRetries: 0 });
      poller = createTaskReminderPoller({
        listTasks: async (startTime, endTime) => (await api.call('listTasks', { query: { startTime, endTime, dated: true, openOnly: true } })).tasks.flatMap((g) => g.tasks),
        loadSettings: () => api.call('getTaskNotificationSettings', {}),
        notify: (task, channels) => {
          if (channels.sound) playReminderTone();
          if (!channels.desktop) return;
          send({
            target: 'background',
            type: 'tasks.reminder',
            taskId: task.id,
            title: `${task.taskType} ${toDisplayTime(task.time)}`.trim(),
            body: task.contact ? `${task.subject} (${task.contact.firstName} ${task.contact.lastName})` : task.subject,
          });
        },
        now: () => new Date(),
      });
      poller.start();
    },
  };
}
