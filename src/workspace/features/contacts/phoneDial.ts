import type { ExtensionMessage } from '@/src/extension/messages';

type BackgroundMessage = Extract<ExtensionMessage, { target: 'background' }>;

/** The typed message asking the phone engine (through the background) to dial a contact's number. */
export const phoneDialMessage = (number: string, contactId: number): BackgroundMessage => ({ target: 'background', type: 'phone.command', command: { command: 'dial', number, contactId } });
