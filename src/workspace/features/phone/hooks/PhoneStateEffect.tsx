import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { receive } from '../../../../extension/messages';
import { phoneState } from '../../../../phone/phone-state';
import { onExtensionMessage, sendToBackground } from '../../../platform';
import { phoneEngineState } from '../state/phoneEngineState';

/** Mirrors the offscreen phone engine's state into this UI context. */
export function PhoneStateEffect() {
  const setState = useSetAtom(phoneEngineState);
  useEffect(() => {
    const stop = onExtensionMessage((raw) => {
      const message = receive(raw, 'ui');
      if (message?.type === 'phone.state') setState(message.state);
    });
    void sendToBackground({ target: 'background', type: 'phone.state.get' }).then((reply: unknown) => {
      const parsed = phoneState.safeParse(reply);
      if (parsed.success) setState(parsed.data);
    });
    return stop;
  }, [setState]);
  return null;
}
