import { browser, type Browser } from 'wxt/browser';
import { extensionMessage, type ExtensionMessage } from '../extension/messages';

type Sender = Browser.runtime.MessageSender;
export type OffscreenTarget = 'offscreen' | 'phone' | 'powerDialer' | 'parallelDialer' | 'monitor';
export type OffscreenMessage<T extends OffscreenTarget = OffscreenTarget> = Extract<ExtensionMessage, { target: T }>;

/** Each offscreen part answers the messages of its target; the answer is sent back to the asking context. */
export type OffscreenRoutes = { [T in OffscreenTarget]: (message: OffscreenMessage<T>) => Promise<unknown> };

/**
 * Only our own extension's pages and service worker (own origin, own id): never a content script,
 * whose sender carries the web page's URL.
 */
export function fromOwnExtension(sender: Sender, runtime: { id: string; getURL(path: string): string } = browser.runtime): boolean {
  if (sender.id !== runtime.id) return false;
  return sender.url === undefined || sender.url.startsWith(runtime.getURL('/'));
}

/** Routes one raw message to its offscreen part; null when it is not ours to answer. */
export function routeOffscreenMessage(raw: unknown, routes: OffscreenRoutes): Promise<unknown> | null {
  const parsed = extensionMessage.safeParse(raw);
  if (!parsed.success) return null;
  const message = parsed.data;
  switch (message.target) {
    case 'offscreen':
      return routes.offscreen(message);
    case 'phone':
      return routes.phone(message);
    case 'powerDialer':
      return routes.powerDialer(message);
    case 'parallelDialer':
      return routes.parallelDialer(message);
    case 'monitor':
      return routes.monitor(message);
    default:
      return null;
  }
}

/** The offscreen document's one message listener: the sender is checked once, then the message goes to its part. */
export function listenOffscreen(routes: OffscreenRoutes) {
  browser.runtime.onMessage.addListener((raw, sender, sendResponse) => {
    if (!fromOwnExtension(sender)) return false;
    const answer = routeOffscreenMessage(raw, routes);
    if (!answer) return false;
    answer.then(sendResponse, (error: unknown) => sendResponse({ ok: false, reason: String(error) }));
    return true;
  });
}
