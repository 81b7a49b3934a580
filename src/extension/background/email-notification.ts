import { browser } from 'wxt/browser';
import { EMAIL_TRACKED_EVENT, emailTrackedEvent } from '../../contract/events';
import { receive } from '../messages';
import { desktopNotificationSettings } from './desktop-notification-gate';
import { openContactOnClick } from './notification-click';

const PREFIX = 'email-tracked:';

/**
 * A desktop notification when a contact opens one of the user's emails or clicks a link in it (the
 * /updates event the offscreen document relays), unless the user turned that kind off (spec 3 email
 * notifications); clicking it opens the contact in a workspace tab.
 */
export function installEmailNotifications() {
  browser.runtime.onMessage.addListener((raw, sender) => {
    if (sender.id !== browser.runtime.id) return false;
    const message = receive(raw, 'ui');
    if (message?.type !== 'updates.event' || message.event !== EMAIL_TRACKED_EVENT) return false;
    const event = emailTrackedEvent.safeParse(message.data).data;
    if (!event) return false;
    void desktopNotificationSettings().then((settings) => {
      const on = event.what === 'open' ? settings.emailNotifications.emailOpensDesktop : settings.emailNotifications.emailClicksDesktop;
      if (!on) return;
      void browser.notifications.create(`${PREFIX}${event.messageId}:${event.contactId ?? ''}:${Date.now()}`, {
        type: 'basic',
        iconUrl: browser.runtime.getURL('/phone/incoming-call.png'),
        title: event.what === 'open' ? 'Email opened' : 'Link clicked',
        message: event.what === 'open' ? `Your email "${event.subject}" was opened.` : `A link in your email "${event.subject}" was clicked.`,
        priority: 0,
      });
    });
    return false;
  });
  openContactOnClick(PREFIX);
}
