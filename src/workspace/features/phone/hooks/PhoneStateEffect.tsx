import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { phoneState } from '@/src/phone/phone-state';
import { mirrorOffscreenState } from '@/src/workspace/mirrorOffscreen';
import { phoneEngineState } from '../state/phoneEngineState';

/** Mirrors the offscreen phone engine's state into this UI context. */
export function PhoneStateEffect() {
  const setState = useSetAtom(phoneEngineState);
  useEffect(
    () =>
      mirrorOffscreenState({
        fromMessage: (message) => (message.type === 'phone.state' ? message.state : undefined),
        snapshot: { target: 'background', type: 'phone.state.get' },
        fromSnapshot: (reply) => phoneState.safeParse(reply).data,
        apply: setState,
      }),
    [setState],
  );
  return null;
}
