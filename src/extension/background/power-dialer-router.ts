import { browser } from 'wxt/browser';
import type { ExtensionMessage } from '../messages';
import { fromExtensionPage, onBackgroundMessage } from './on-background-message';
import { ensureOffscreenDocument } from './offscreen-document';

/** Hands a message to a dialer engine in the offscreen document, creating the document if needed. */
async function sendToDialer(message: Extract<ExtensionMessage, { target: 'powerDialer' | 'parallelDialer' | 'monitor' }>): Promise<unknown> {
  await ensureOffscreenDocument();
  return browser.runtime.sendMessage(message);
}

/** Routes UI pages' power and parallel dialer and monitoring commands and state requests to their engines (never from content scripts). */
export function installPowerDialerRouter() {
  onBackgroundMessage((message, sender, reply) => {
    switch (message.type) {
      case 'powerDialer.command':
        if (!fromExtensionPage(sender)) return false;
        return reply(sendToDialer({ target: 'powerDialer', type: 'powerDialer.execute', command: message.command }));
      case 'powerDialer.getState':
        if (!fromExtensionPage(sender)) return false;
        return reply(sendToDialer({ target: 'powerDialer', type: 'powerDialer.snapshot' }));
      case 'parallelDialer.command':
        if (!fromExtensionPage(sender)) return false;
        return reply(sendToDialer({ target: 'parallelDialer', type: 'parallelDialer.execute', command: message.command }));
      case 'parallelDialer.getState':
        if (!fromExtensionPage(sender)) return false;
        return reply(sendToDialer({ target: 'parallelDialer', type: 'parallelDialer.snapshot' }));
      case 'monitor.command':
        if (!fromExtensionPage(sender)) return false;
        return reply(sendToDialer({ target: 'monitor', type: 'monitor.execute', command: message.command }));
      case 'monitor.getState':
        if (!fromExtensionPage(sender)) return false;
        return reply(sendToDialer({ target: 'monitor', type: 'monitor.snapshot' }));
      default:
        return false;
    }
  });
}
