import { browser } from 'wxt/browser';
import { createConnectionStorage } from '../src/extension/connection-storage';
import { installMessageRouter } from '../src/extension/background/message-router';
import { ensureOffscreenDocument } from '../src/extension/background/offscreen-document';
import { installPhoneRouter } from '../src/extension/background/phone-router';
import { installPowerDialerRouter } from '../src/extension/background/power-dialer-router';
import { installIncomingCallNotifications } from '../src/extension/background/incoming-call-notification';
import { installClickToCallMenu } from '../src/extension/background/click-to-call-menu';
import { installTaskReminderNotifications } from '../src/extension/background/task-reminder-notification';
import { installSmsNotifications } from '../src/extension/background/sms-notification';
import { installEmailNotifications } from '../src/extension/background/email-notification';
import { installCrmDockRegistration } from '../src/extension/background/crm-dock-registration';

export default defineBackground(() => {
  // The toolbar action opens the side panel, which holds the whole workspace.
  void browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
  const storage = createConnectionStorage(browser.storage.session, browser.storage.local);
  installMessageRouter(storage);
  installPhoneRouter();
  installPowerDialerRouter();
  installIncomingCallNotifications();
  installClickToCallMenu();
  installTaskReminderNotifications();
  installSmsNotifications();
  installEmailNotifications();
  installCrmDockRegistration();
  void ensureOffscreenDocument();
});
