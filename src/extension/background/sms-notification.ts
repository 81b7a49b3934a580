import { browser } from 'wxt/browser';
import { smsThreadEvent } from '../../contract/events';
import { receive } from '../messages';
import { desktopNotificationSettings } from './desktop-notification-gate';
import { openContactOnClick } from './notification-click';

const PREFIX = 'sms-in:';

/**
 * A desktop notification for each SMS a contact sends the user (the /updates event the offscreen
 * document relays), unless the user turned it off (spec 3 SMS notifications); clicking it opens
 * the contact's SMS thread in a workspace tab.
 */
export function installSmsNotifications() {
  browser.runtime.onMessage.addListener((raw, sender) => {
    if (sender.id !== browser.runtime.id) return false;
    const message = receive(raw, 'ui');
    if (message?.type !== 'updates.event' || message.event !== 'sms.thread') return false;
    const event = smsThreadEvent.safeParse(message.data).data;
    if (!event || event.direction !== 'in') return false;
    void desktopNotificationSettings().then((settings) => {
      if (!settings.smsNotifications.inboundSmsDesktop) return;
      void browser.notifications.create(`${PREFIX}${event.threadId}:${event.contactId ?? ''}:${Date.now()}`, {
        type: 'basic',
        iconUrl: browser.runtime.getURL('/phone/incoming-call.png'),
        title: 'New SMS',
        message: 'A contact sent you an SMS.',
        priority: 1,
      });
    });
    return false;
  });
  openContactOnClick(PREFIX);
}
