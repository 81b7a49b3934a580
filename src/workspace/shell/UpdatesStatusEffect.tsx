import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { receive } from '../../extension/messages';
import { mirrorState } from '../../extension/mirror-state';
import { onExtensionMessage, sendToBackground } from '../platform';
import { updatesConnectedState } from '../session/state';

/** Mirrors the offscreen document's /updates connection state into the UI. */
export function UpdatesStatusEffect() {
  const setConnected = useSetAtom(updatesConnectedState);
  useEffect(
    () =>
      mirrorState({
        subscribe: onExtensionMessage,
        fromBroadcast: (raw) => {
          const message = receive(raw, 'ui');
          return message?.type === 'updates.status' ? message.connected : undefined;
        },
        requestSnapshot: () => sendToBackground({ target: 'background', type: 'updates.status.get' }),
        fromSnapshot: (reply) => (reply && typeof reply === 'object' && 'connected' in reply ? reply.connected === true : undefined),
        apply: setConnected,
      }),
    [setConnected],
  );
  return null;
}
