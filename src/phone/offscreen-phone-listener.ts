import { browser } from 'wxt/browser';
import { receive, type ExtensionMessage } from '../extension/messages';
import { createOffscreenPhone } from './offscreen-phone';

/** Hosts the phone in the offscreen document and answers messages addressed to it (target 'phone'). */
export function installOffscreenPhone(broadcast: (message: Extract<ExtensionMessage, { target: 'ui' }>) => void) {
  const phone = createOffscreenPhone(broadcast);
  browser.runtime.onMessage.addListener((raw, sender, sendResponse) => {
    // Only our own extension's pages and service worker (own origin); never a content script.
    const ownPage = sender.url === undefined || sender.url.startsWith(browser.runtime.getURL('/'));
    if (sender.id !== browser.runtime.id || !ownPage) return false;
    const message = receive(raw, 'phone');
    if (!message) return false;
    if (message.type === 'phone.stats') {
      phone.stats().then(sendResponse, () => sendResponse([]));
      return true;
    }
    if (message.type === 'phone.tones') {
      phone.toneLevels(message.frequencies).then(sendResponse, () => sendResponse([]));
      return true;
    }
    if (message.type === 'phone.microphone') {
      phone.setEchoCancellation(message.echoCancellation);
      sendResponse({ ok: true });
      return true;
    }
    if (message.type === 'phone.snapshot') {
      sendResponse(phone.state());
      return true;
    }
    phone.execute(message.command).then(sendResponse, (error: unknown) => sendResponse({ ok: false, reason: String(error) }));
    return true;
  });
  return phone;
}
