import { acceptConnect, dockMessage, type ConnectExpectation, type DockMessage, type FrameMessage, type PageRecord } from '@/src/extension/plugin/plugin-messages';

/** How long the frame waits for the dock's port and its answer to the instance query. */
export const PLUGIN_CONNECT_TIMEOUT_MS = 5000;

export interface PluginBridge {
  /** The CRM page's origin. */
  origin: string;
  /** The instance the user chose for that CRM site. */
  instance: string;
  resize(state: 'collapsed' | 'expanded', height?: number): void;
  /** Asks the dock to read the page's record again (the answer comes to `onRecord`). */
  requestRecord(): void;
  onRecord(listener: (record: PageRecord) => void): () => void;
  onResized(listener: (state: 'collapsed' | 'expanded') => void): () => void;
}

/**
 * The frame's side of the private channel: takes the dock's port from the one window message that
 * passes `acceptConnect` (parent page, our secret, our shape), asks which instance the site belongs
 * to, then speaks only on the port. Messages on the port are checked against the schema too.
 */
export function connectPluginBridge(win: Window, expected: ConnectExpectation, timeoutMs = PLUGIN_CONNECT_TIMEOUT_MS): Promise<PluginBridge> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      win.removeEventListener('message', onWindowMessage);
      reject(new Error('The page did not answer the plugin frame.'));
    }, timeoutMs);

    const onWindowMessage = (event: MessageEvent) => {
      const port = acceptConnect(event, expected);
      if (!port) return;
      win.removeEventListener('message', onWindowMessage);
      const recordListeners = new Set<(record: PageRecord) => void>();
      const resizedListeners = new Set<(state: 'collapsed' | 'expanded') => void>();
      const post = (message: FrameMessage) => port.postMessage(message);
      port.onmessage = (portEvent: MessageEvent) => {
        const parsed = dockMessage.safeParse(portEvent.data);
        if (!parsed.success) return;
        const message: DockMessage = parsed.data;
        if (message.type === 'instance') {
          clearTimeout(timer);
          resolve({
            origin: message.origin,
            instance: message.instance,
            resize: (state, height) => post({ type: 'resize', state, ...(height === undefined ? {} : { height }) }),
            requestRecord: () => post({ type: 'record.query' }),
            onRecord: (listener) => {
              recordListeners.add(listener);
              return () => recordListeners.delete(listener);
            },
            onResized: (listener) => {
              resizedListeners.add(listener);
              return () => resizedListeners.delete(listener);
            },
          });
        }
        if (message.type === 'record') for (const listener of recordListeners) listener(message.record);
        if (message.type === 'resized') for (const listener of resizedListeners) listener(message.state);
      };
      post({ type: 'instance.query' });
    };
    win.addEventListener('message', onWindowMessage);
  });
}
