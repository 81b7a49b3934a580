import { browser } from 'wxt/browser';
import type { PhoneCommand } from '../../phone/phone-command';
import type { ExtensionMessage } from '../messages';
import { fromExtensionPage, onBackgroundMessage } from './on-background-message';
import { ensureOffscreenDocument } from './offscreen-document';
import { parseAudioDevices, PHONE_DEVICES_KEY } from '../phone-devices-storage';

/** Hands a command to the phone engine in the offscreen document, creating the document if needed. */
export async function sendToPhone(message: Extract<ExtensionMessage, { target: 'phone' }>): Promise<unknown> {
  await ensureOffscreenDocument();
  return browser.runtime.sendMessage(message);
}

export const executePhoneCommand = (command: PhoneCommand) => sendToPhone({ target: 'phone', type: 'phone.execute', command });

/** Hands the audio devices remembered in this browser to the phone (at every connection, and when a page changed them). */
export async function pushAudioDevicesToPhone() {
  const stored = await browser.storage.local.get(PHONE_DEVICES_KEY);
  return sendToPhone({ target: 'phone', type: 'phone.devices', devices: parseAudioDevices(stored[PHONE_DEVICES_KEY]) });
}

/**
 * Routes phone messages addressed to the background: UI pages' commands and state requests, and
 * click-to-call from content scripts (which never reach the engine directly).
 */
export function installPhoneRouter() {
  onBackgroundMessage((message, sender, reply) => {
    switch (message.type) {
      case 'phone.command':
        // Commands come from extension pages only; a content script may only ask to dial.
        if (!fromExtensionPage(sender)) return false;
        return reply(executePhoneCommand(message.command));
      case 'phone.state.get':
        if (!fromExtensionPage(sender)) return false;
        return reply(sendToPhone({ target: 'phone', type: 'phone.snapshot' }));
      case 'phone.devices.changed':
        if (!fromExtensionPage(sender)) return false;
        return reply(pushAudioDevicesToPhone());
      case 'clickToCall.dial':
        if (!sender.tab || fromExtensionPage(sender)) return false;
        return reply(executePhoneCommand({ command: 'dial', number: message.number }));
      default:
        return false;
    }
  });
}
