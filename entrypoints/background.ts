import { browser } from 'wxt/browser';
import { createConnectionStorage } from '../src/extension/connection-storage';
import { installMessageRouter } from '../src/extension/background/message-router';
import { ensureOffscreenDocument } from '../src/extension/background/offscreen-document';

export default defineBackground(() => {
  // The toolbar action opens the side panel, which holds the whole workspace.
  void browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
  const storage = createConnectionStorage(browser.storage.session, browser.storage.local);
  installMessageRouter(storage);
  void ensureOffscreenDocument();
});
