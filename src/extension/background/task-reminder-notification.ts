import { browser } from 'wxt/browser';
import { fromExtensionPage, onBackgroundMessage } from './on-background-message';

const PREFIX = 'task-reminder:';

/**
 * A desktop notification for each task reminder the offscreen poller raises; clicking it opens the
 * task list in a workspace tab.
 */
export function installTaskReminderNotifications() {
  onBackgroundMessage((message, sender) => {
    // Reminders come from the offscreen poller, never from a content script.
    if (message.type !== 'tasks.reminder' || !fromExtensionPage(sender)) return false;
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
