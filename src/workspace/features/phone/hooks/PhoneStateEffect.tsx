import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { receive } from '../../../../extension/messages';
import { mirrorState } from '../../../../extension/mirror-state';
import { phoneState } from '../../../../phone/phone-state';
import { onExtensionMessage, sendToBackground } from '../../../platform';
import { phoneEngineState } from '../state/phoneEngineState';

/** Mirrors the offscreen phone engine's state into this UI context. */
export function PhoneStateEffect() {
  const setState = useSetAtom(phoneEngineState);
  useEffect(
    () =>
      mirrorState({
        subscribe: onExtensionMessage,
        fromBroadcast: (raw) => {
          const message = receive(raw, 'ui');
          return message?.type === 'phone.state' ? message.state : undefined;
        },
        requestSnapshot: () => sendToBackground({ target: 'background', type: 'phone.state.get' }),
        fromSnapshot: (reply) => phoneState.safeParse(reply).data,
        apply: setState,
      }),
    [setState],
  );
  return null;
}
