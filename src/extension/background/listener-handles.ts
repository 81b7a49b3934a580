/**
 * The service worker keeps a reference to the real functions it registers with chrome events that
 * cannot be fired on purpose (notification buttons, context menu clicks), so the end-to-end tests
 * can call exactly what Chrome would and check, with `hasListener`, that it is the registered one.
 * The service worker's global is reachable only from the extension itself, never from web pages.
 */
export interface ListenerHandles {
  notificationButtonClicked?: (notificationId: string, buttonIndex: number) => void;
  contextMenuClicked?: (info: { menuItemId: string | number; selectionText?: string; pageUrl?: string; checked?: boolean }, tab?: { id?: number }) => void;
}

export function keepListenerHandle<K extends keyof ListenerHandles>(name: K, handler: NonNullable<ListenerHandles[K]>) {
  const scope = globalThis as { dialworksListeners?: ListenerHandles };
  scope.dialworksListeners = { ...scope.dialworksListeners, [name]: handler };
  return handler;
}
