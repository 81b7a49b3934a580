import type { PhoneCommand } from '@/src/phone/phone-command';
import { sendToBackground } from '@/src/workspace/platform';

/** Sends one command to the phone engine (through the background, which keeps the offscreen document). */
export const sendPhoneCommand = (command: PhoneCommand) => sendToBackground({ target: 'background', type: 'phone.command', command });
