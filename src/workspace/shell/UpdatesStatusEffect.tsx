import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { mirrorOffscreenState } from '../mirrorOffscreen';
import { updatesConnectedState } from '../session/state';

/** Mirrors the offscreen document's /updates connection state into the UI. */
export function UpdatesStatusEffect() {
  const setConnected = useSetAtom(updatesConnectedState);
  useEffect(
    () =>
      mirrorOffscreenState({
        fromMessage: (message) => (message.type === 'updates.status' ? message.connected : undefined),
        snapshot: { target: 'background', type: 'updates.status.get' },
        fromSnapshot: (reply) => (reply && typeof reply === 'object' && 'connected' in reply ? reply.connected === true : undefined),
        apply: setConnected,
      }),
    [setConnected],
  );
  return null;
}
