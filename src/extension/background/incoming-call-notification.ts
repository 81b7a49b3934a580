import { browser } from 'wxt/browser';
import { receive } from '../messages';
import { keepListenerHandle } from './listener-handles';
import { executePhoneCommand } from './phone-router';
import { desktopNotificationSettings } from './desktop-notification-gate';

/**
 * A system notification with Answer / Decline for each ringing incoming call, cleared when the
 * call is answered, declined or gone. The engine's state broadcasts reach the service worker too.
 */
const PREFIX = 'incoming-call:';
const ANSWER = 0;

export function installIncomingCallNotifications() {
  const shown = new Set<string>();
  browser.runtime.onMessage.addListener((raw, sender) => {
    if (sender.id !== browser.runtime.id) return false;
    const message = receive(raw, 'ui');
    if (message?.type !== 'phone.state') return false;
    const ringing = message.state.calls.filter((c) => c.callType === 'incoming');
    for (const call of ringing) {
      if (shown.has(call.id)) continue;
      shown.add(call.id);
      void desktopNotificationSettings().then((settings) => {
        // Spec 3 inbound call notification settings: the user may turn this notification off.
        if (!settings.inboundCallNotificationSettings.enableDesktopNotification || !shown.has(call.id)) return;
        void browser.notifications.create(`${PREFIX}${call.id}`, {
          type: 'basic',
          iconUrl: browser.runtime.getURL('/phone/incoming-call.png'),
          title: 'Incoming call',
          message: call.displayName && call.displayName !== call.number ? `${call.displayName} (${call.number})` : call.number,
          buttons: [{ title: 'Answer' }, { title: 'Decline' }],
          requireInteraction: true,
          priority: 2,
        });
      });
    }
    for (const id of [...shown]) {
      if (ringing.some((c) => c.id === id)) continue;
      shown.delete(id);
      void browser.notifications.clear(`${PREFIX}${id}`);
    }
    return false;
  });
  browser.notifications.onButtonClicked.addListener(
    keepListenerHandle('notificationButtonClicked', (notificationId, buttonIndex) => {
      if (!notificationId.startsWith(PREFIX)) return;
      const callId = notificationId.slice(PREFIX.length);
      void executePhoneCommand(buttonIndex === ANSWER ? { command: 'answer', callId } : { command: 'decline', callId });
      void browser.notifications.clear(notificationId);
    }),
  );
}
