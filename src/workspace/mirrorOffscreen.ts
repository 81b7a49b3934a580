import { receive, type ExtensionMessage } from '../extension/messages';
import { mirrorState } from '../extension/mirror-state';
import { onExtensionMessage, sendToBackground } from './platform';

type UiMessage = Extract<ExtensionMessage, { target: 'ui' }>;

/**
 * Mirrors a state the offscreen document owns (phone, power dialer, /updates connection) into this page: its
 * broadcasts as they come, and the background's snapshot at start-up (never over a newer broadcast).
 */
export function mirrorOffscreenState<T>(options: {
  /** The value a broadcast carries, or undefined for other messages. */
  fromMessage: (message: UiMessage) => T | undefined;
  snapshot: Extract<ExtensionMessage, { target: 'background' }>;
  fromSnapshot: (reply: unknown) => T | undefined;
  apply: (value: T) => void;
}): () => void {
  return mirrorState({
    subscribe: onExtensionMessage,
    fromBroadcast: (raw) => {
      const message = receive(raw, 'ui');
      return message ? options.fromMessage(message) : undefined;
    },
    requestSnapshot: () => sendToBackground(options.snapshot),
    fromSnapshot: options.fromSnapshot,
    apply: options.apply,
  });
}
