import { browser } from 'wxt/browser';
import { receive } from '../messages';

const PREFIX = 'task-reminder:';

/**
 * A desktop notification for each task reminder the offscreen poller raises; clicking it opens the
 * task list in a workspace tab.
 */
export function installTaskReminderNotifications() {
  browser.runtime.onMessage.addListener((raw, sender) => {
    if (sender.id !== browser.runtime.id) return false;
    const message = receive(raw, 'background');
    if (message?.type !== 'tasks.reminder') return false;
    void browser.notifications.create(`${PREFIX}${message.taskId}`, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/phone/incoming-call.png'),
      title: message.title,
      message: message.body,
      priority: 1,
    });
    return false;
  });
  browser.notifications.onClicked.addListener((notificationId) => {
    if (!notificationId.startsWith(PREFIX)) return;
    void browser.tabs.create({ url: browser.runtime.getURL('/workspace.html#!/tasks') });
    void browser.notifications.clear(notificationId);
  });
}
