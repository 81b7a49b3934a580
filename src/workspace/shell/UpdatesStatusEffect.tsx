import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { receive } from '../../extension/messages';
import { onExtensionMessage, sendToBackground } from '../platform';
import { updatesConnectedState } from '../session/state';

/** Mirrors the offscreen document's /updates connection state into the UI. */
export function UpdatesStatusEffect() {
  const setConnected = useSetAtom(updatesConnectedState);
  useEffect(() => {
    const stop = onExtensionMessage((raw) => {
      const message = receive(raw, 'ui');
      if (message?.type === 'updates.status') setConnected(message.connected);
    });
    void sendToBackground({ target: 'background', type: 'updates.status.get' }).then((reply: unknown) => {
      if (reply && typeof reply === 'object' && 'connected' in reply) setConnected(reply.connected === true);
    });
    return stop;
  }, [setConnected]);
  return null;
}
