import { browser, type Browser } from 'wxt/browser';
import { receive, type ExtensionMessage } from '../messages';

type BackgroundMessage = Extract<ExtensionMessage, { target: 'background' }>;
type Sender = Browser.runtime.MessageSender;

/** Answers asynchronously through `sendResponse` (the style every context supports); errors become `{ ok: false }`. */
export type Reply = (answer: Promise<unknown>) => true;

/** Extension pages (side panel, workspace tab, offscreen) have our own origin; content scripts have the page's. */
export const fromExtensionPage = (sender: Sender) => sender.url?.startsWith(browser.runtime.getURL('/')) ?? false;

/**
 * Listens for messages addressed to the background from our own extension, checked against the
 * message union. The handler returns true when it will reply.
 */
export function onBackgroundMessage(handle: (message: BackgroundMessage, sender: Sender, reply: Reply) => boolean) {
  browser.runtime.onMessage.addListener((raw, sender, sendResponse) => {
    if (sender.id !== browser.runtime.id) return false;
    const message = receive(raw, 'background');
    if (!message) return false;
    const reply: Reply = (answer) => {
      answer.then(sendResponse, (error: unknown) => sendResponse({ ok: false, reason: String(error) }));
      return true;
    };
    return handle(message, sender, reply);
  });
}
