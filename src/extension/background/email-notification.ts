import { browser } from 'wxt/browser';
import { EMAIL_RECEIVED_EVENT, EMAIL_TRACKED_EVENT, emailReceivedEvent, emailTrackedEvent } from '../../contract/events';
import { receive } from '../messages';
import { desktopNotificationSettings } from './desktop-notification-gate';
import { openContactOnClick } from './notification-click';

const TRACKED = 'email-tracked:';
const RECEIVED = 'email-received:';

const notify = (id: string, title: string, message: string) =>
  void browser.notifications.create(id, { type: 'basic', iconUrl: browser.runtime.getURL('/phone/incoming-call.png'), title, message, priority: 0 });

/**
 * Desktop notifications of email (spec 3 email notifications), from the /updates events the offscreen
 * document relays, each unless the user turned that kind off: a contact opened one of the user's
 * emails or clicked a link in it; mail came to the user's mailbox. A click opens the contact in a
 * workspace tab (the mailbox when the sender is not a contact).
 */
export function installEmailNotifications() {
  browser.runtime.onMessage.addListener((raw, sender) => {
    if (sender.id !== browser.runtime.id) return false;
    const message = receive(raw, 'ui');
    if (message?.type !== 'updates.event') return false;
    if (message.event === EMAIL_TRACKED_EVENT) {
      const event = emailTrackedEvent.safeParse(message.data).data;
      if (!event) return false;
      void desktopNotificationSettings().then((settings) => {
        const on = event.what === 'open' ? settings.emailNotifications.emailOpensDesktop : settings.emailNotifications.emailClicksDesktop;
        if (!on) return;
        const id = `${TRACKED}${event.messageId}:${event.contactId ?? ''}:${Date.now()}`;
        if (event.what === 'open') notify(id, 'Email opened', `Your email "${event.subject}" was opened.`);
        else notify(id, 'Link clicked', `A link in your email "${event.subject}" was clicked.`);
      });
    }
    if (message.event === EMAIL_RECEIVED_EVENT) {
      const event = emailReceivedEvent.safeParse(message.data).data;
      if (!event) return false;
      void desktopNotificationSettings().then((settings) => {
        if (settings.emailNotifications.inboundEmailsDesktop)
          notify(`${RECEIVED}${event.mailId}:${event.contactId ?? ''}:${Date.now()}`, `New email from ${event.from}`, event.subject || '(no subject)');
      });
    }
    return false;
  });
  openContactOnClick(TRACKED);
  openContactOnClick(RECEIVED);
}
