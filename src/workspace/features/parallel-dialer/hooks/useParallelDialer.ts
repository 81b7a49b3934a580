import { atom, useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { parallelDialerReply, parallelDialerView, type ParallelDialerCommand, type ParallelDialerReply, type ParallelDialerView } from '@/src/phone/parallel-dialer/parallel-dialer-wire';
import { mirrorPerStore } from '@/src/workspace/mirrorOffscreen';
import { sendToBackground } from '@/src/workspace/platform';

/** The parallel dialer engine's last broadcast view (null until the offscreen document answered). */
export const parallelDialerAtom = atom<ParallelDialerView | null>(null);

// A reopened side panel gets the running session from the engine, not from a React component.
const subscribe = mirrorPerStore(parallelDialerAtom, {
  fromMessage: (message) => (message.type === 'parallelDialer.state' ? message.state : undefined),
  snapshot: { target: 'background', type: 'parallelDialer.getState' },
  fromSnapshot: (reply) => parallelDialerView.safeParse(reply).data,
});

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
