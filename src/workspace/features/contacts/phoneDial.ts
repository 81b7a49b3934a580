import { extensionMessage, type ExtensionMessage } from '../../../extension/messages';

type BackgroundMessage = Extract<ExtensionMessage, { target: 'background' }>;

/**
 * The message asking the phone engine to dial, or null while the extension has no such message
 * (the phone area lands separately): checked against the message union itself, so the call button
 * turns on by itself once `phone.dial` exists.
 */
export function phoneDialMessage(number: string, contactId: number): BackgroundMessage | null {
  const parsed = extensionMessage.safeParse({ target: 'background', type: 'phone.dial', number, contactId });
  return parsed.success && parsed.data.target === 'background' ? parsed.data : null;
}
