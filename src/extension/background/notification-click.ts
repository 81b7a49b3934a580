import { browser } from 'wxt/browser';

/**
 * A click on one of the notifications whose id starts with `prefix` (`prefix<ref>:<contactId>:<time>`)
 * opens that contact in a workspace tab (the mailbox when it has none) and clears the notification.
 */
export function openContactOnClick(prefix: string) {
  browser.notifications.onClicked.addListener((notificationId) => {
    if (!notificationId.startsWith(prefix)) return;
    const contactId = notificationId.slice(prefix.length).split(':')[1];
    void browser.tabs.create({ url: browser.runtime.getURL(contactId ? `/workspace.html#!/contacts/${contactId}` : '/workspace.html#!/mailbox') });
    void browser.notifications.clear(notificationId);
  });
}
