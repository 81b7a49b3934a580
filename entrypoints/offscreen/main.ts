import { browser } from 'wxt/browser';
import { connectUpdates } from '../../src/client/updates-socket';
import { connection as connectionSchema, receive, type Connection, type ExtensionMessage } from '../../src/extension/messages';

// Only the runtime API exists here: the connection comes from the background by message.
let disconnect: (() => void) | null = null;
let connected = false;

const broadcast = (message: Extract<ExtensionMessage, { target: 'ui' }>) => {
  browser.runtime.sendMessage(message).catch(() => {
    // No UI open: nobody to tell.
  });
};

function connect(connection: Connection | null) {
  disconnect?.();
  disconnect = null;
  connected = false;
  broadcast({ target: 'ui', type: 'updates.status', connected });
  if (!connection) return;
  disconnect = connectUpdates(connection, {
    onStatus(value) {
      connected = value;
      broadcast({ target: 'ui', type: 'updates.status', connected: value });
    },
    onEvent(event, data) {
      broadcast({ target: 'ui', type: 'updates.event', event, data });
    },
  });
}

browser.runtime.onMessage.addListener((raw, sender, sendResponse) => {
  if (sender.id !== browser.runtime.id) return false;
  const message = receive(raw, 'offscreen');
  if (!message) return false;
  if (message.type === 'offscreen.connect') connect(message.connection);
  sendResponse({ ok: true, connected });
  return true;
});

void browser.runtime.sendMessage({ target: 'background', type: 'connection.get' }).then((stored: unknown) => {
  const parsed = connectionSchema.safeParse(stored);
  connect(parsed.success ? parsed.data : null);
});
