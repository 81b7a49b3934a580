import { browser } from 'wxt/browser';
import type { ConnectionStorage } from '../connection-storage';
import type { ExtensionMessage } from '../messages';
import { fromExtensionPage, onBackgroundMessage } from './on-background-message';
import { ensureOffscreenDocument } from './offscreen-document';
import { pushAudioDevicesToPhone } from './phone-router';
import { clearSignedOutUser } from './sign-out-cleanup';

export const sendToOffscreen = async (message: Extract<ExtensionMessage, { target: 'offscreen' }>) => {
  await ensureOffscreenDocument();
  return browser.runtime.sendMessage(message);
};

/** Hands the stored connection to the offscreen document so it (re)opens /updates for that user. */
export async function pushConnectionToOffscreen(storage: ConnectionStorage) {
  const connection = await storage.read();
  await sendToOffscreen({ target: 'offscreen', type: 'offscreen.connect', connection });
  // No connection: the user signed out (or their session ended); nothing of theirs stays for the next one.
  if (!connection) await clearSignedOutUser().catch((error: unknown) => console.warn('sign-out cleanup failed', error));
  // The phone is built for the connection: it takes this browser's audio devices too.
  await pushAudioDevicesToPhone().catch(() => undefined);
}

/** Routes messages addressed to the background; answers with `sendResponse` (the style every context supports). */
export function installMessageRouter(storage: ConnectionStorage) {
  onBackgroundMessage((message, sender, reply) => {
    // The connection (with the session token) and the channels are for extension pages only, never content scripts.
    if (!fromExtensionPage(sender)) return false;
    switch (message.type) {
      case 'connection.get':
        return reply(storage.read());
      case 'connection.changed':
        return reply(pushConnectionToOffscreen(storage).then(() => ({ ok: true })));
      case 'updates.status.get':
        return reply(sendToOffscreen({ target: 'offscreen', type: 'offscreen.status.get' }));
      case 'timeline.join':
        return reply(sendToOffscreen({ target: 'offscreen', type: 'offscreen.timeline.join', room: message.room }));
      case 'timeline.leave':
        return reply(sendToOffscreen({ target: 'offscreen', type: 'offscreen.timeline.leave', room: message.room }));
      case 'updates.join':
        return reply(sendToOffscreen({ target: 'offscreen', type: 'offscreen.updates.join', room: message.room }));
      case 'updates.leave':
        return reply(sendToOffscreen({ target: 'offscreen', type: 'offscreen.updates.leave', room: message.room }));
      default:
        return false;
    }
  });
}
