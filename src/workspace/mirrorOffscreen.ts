import type { WritableAtom } from 'jotai';
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

type Store = { set<T>(atom: WritableAtom<T, [T], void>, value: T): void };

/**
 * One offscreen mirror per jotai store however many components use it (every list row's dial
 * button does), stopped when the last of them unmounts: `subscribe(store)` returns the release.
 */
export function mirrorPerStore<T>(atom: WritableAtom<T | null, [T | null], void>, options: Omit<Parameters<typeof mirrorOffscreenState<T>>[0], 'apply'>) {
  const listeners = new WeakMap<object, { count: number; stop: () => void }>();
  return (store: Store) => {
    const existing = listeners.get(store);
    if (existing) existing.count += 1;
    else listeners.set(store, { count: 1, stop: mirrorOffscreenState({ ...options, apply: (value) => store.set(atom, value) }) });
    return () => {
      const entry = listeners.get(store);
      if (!entry) return;
      entry.count -= 1;
      if (entry.count === 0) {
        entry.stop();
        listeners.delete(store);
      }
    };
  };
}
