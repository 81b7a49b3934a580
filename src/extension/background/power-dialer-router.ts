import { browser } from 'wxt/browser';
import type { ExtensionMessage } from '../messages';
import { fromExtensionPage, onBackgroundMessage } from './on-background-message';
import { ensureOffscreenDocument } from './offscreen-document';

/** Hands a message to the power dialer engine in the offscreen document, creating the document if needed. */
async function sendToPowerDialer(message: Extract<ExtensionMessage, { target: 'powerDialer' }>): Promise<unknown> {
  await ensureOffscreenDocument();
  return browser.runtime.sendMessage(message);
}

/** Routes UI pages' power dialer commands and state requests to the engine (never from content scripts). */
export function installPowerDialerRouter() {
  onBackgroundMessage((message, sender, reply) => {
    switch (message.type) {
      case 'powerDialer.command':
        if (!fromExtensionPage(sender)) return false;
        return reply(sendToPowerDialer({ target: 'powerDialer', type: 'powerDialer.execute', command: message.command }));
      case 'powerDialer.getState':
        if (!fromExtensionPage(sender)) return false;
        return reply(sendToPowerDialer({ target: 'powerDialer', type: 'powerDialer.snapshot' }));
      default:
        return false;
    }
  });
}
