import { atom, useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { parallelDialerReply, parallelDialerView, type ParallelDialerCommand, type ParallelDialerReply, type ParallelDialerView } from '@/src/phone/parallel-dialer/parallel-dialer-wire';
import { mirrorOffscreenState } from '@/src/workspace/mirrorOffscreen';
import { sendToBackground } from '@/src/workspace/platform';

/** The parallel dialer engine's last broadcast view (null until the offscreen document answered). */
export const parallelDialerAtom = atom<ParallelDialerView | null>(null);

type Store = ReturnType<typeof useStore>;
/** One listener per jotai store however many components use the hook. */
const listeners = new WeakMap<Store, { count: number; stop: () => void }>();

function subscribe(store: Store) {
  const existing = listeners.get(store);
  if (existing) existing.count += 1;
  else {
    const stop = mirrorOffscreenState({
      fromMessage: (message) => (message.type === 'parallelDialer.state' ? message.state : undefined),
      snapshot: { target: 'background', type: 'parallelDialer.getState' },
      fromSnapshot: (reply) => parallelDialerView.safeParse(reply).data,
      apply: (view) => store.set(parallelDialerAtom, view),
    });
    listeners.set(store, { count: 1, stop });
  }
  return () => {
    const entry = listeners.get(store);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count === 0) {
      entry.stop();
      listeners.delete(store);
    }
  };
}

/** Sends one command to the engine through the background; a lost offscreen document reads as unavailable. */
export async function sendParallelDialerCommand(command: ParallelDialerCommand): Promise<ParallelDialerReply> {
  const raw: unknown = await sendToBackground({ target: 'background', type: 'parallelDialer.command', command });
  const parsed = parallelDialerReply.safeParse(raw);
  return parsed.success ? parsed.data : { ok: false, reason: 'The phone is not available.' };
}

/** The parallel dialer as UI contexts see it: the engine's view (null until it answered). */
export function useParallelDialer(): ParallelDialerView | null {
  const store = useStore();
  const view = useAtomValue(parallelDialerAtom);
  useEffect(() => subscribe(store), [store]);
  return view;
}
