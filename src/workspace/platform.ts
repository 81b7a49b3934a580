import { browser } from 'wxt/browser';
import { createConnectionStorage } from '../extension/connection-storage';
import type { ExtensionMessage } from '../extension/messages';

/** The extension APIs the workspace uses; only extension pages load it, never a web page. */
export const connectionStorage = createConnectionStorage(browser.storage.session, browser.storage.local);

export const sendToBackground = (message: Extract<ExtensionMessage, { target: 'background' }>) => browser.runtime.sendMessage(message).catch(() => null);

/** Host access to a non-default instance is asked for at run time, at sign-in. */
export async function ensureHostAccess(instance: string): Promise<boolean> {
  const origins = [`${new URL(instance).origin}/*`];
  if (await browser.permissions.contains({ origins })) return true;
  return browser.permissions.request({ origins });
}

export const onExtensionMessage = (listener: (raw: unknown) => void) => {
  const handler = (raw: unknown) => {
    listener(raw);
    return false;
  };
  browser.runtime.onMessage.addListener(handler);
  return () => browser.runtime.onMessage.removeListener(handler);
};

/** Asks for host access to a site (a Chrome match pattern); must run inside the user's click. */
export const requestSiteAccess = (pattern: string): Promise<boolean> => browser.permissions.request({ origins: [pattern] });
