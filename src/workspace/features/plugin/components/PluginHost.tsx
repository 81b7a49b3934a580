import { Alert, Anchor, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenPopMatch } from '@/src/contract';
import { cleanNumber } from '@/src/domain/phone/phone-number';
import type { PluginBridge } from '@/src/workspace/plugin/pluginBridge';
import { navigate } from '@/src/workspace/router/useHashRoute';
import { connectionState } from '@/src/workspace/session/state';
import { phoneEngineState } from '../../phone/state/phoneEngineState';
import { screenPopBodyOf, useScreenPop } from '../hooks/useScreenPop';
import { pluginFrameState } from '../state/pluginFrameState';

const sameOrigin = (a: string, b: string) => {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
};

/** The plugin frame's part of the shell; nothing outside the frame. */
export function PluginHost() {
  const bridge = useAtomValue(pluginFrameState);
  return bridge ? <PluginFrameEffects bridge={bridge} /> : null;
}

/**
 * Screen pop: the record the CRM page shows opens as its contact, and so does an incoming call's
 * caller. A contact already open is not opened again (a rep's own navigation stays put until the
 * page shows another record).
 */
function PluginFrameEffects({ bridge }: { bridge: PluginBridge }) {
  const { t } = useTranslation();
  const connection = useAtomValue(connectionState);
  const phone = useAtomValue(phoneEngineState);
  const { mutateAsync: lookUp } = useScreenPop();
  const [shown, setShown] = useState<{ match: ScreenPopMatch | null } | 'failed' | null>(null);
  const poppedCalls = useRef(new Set<string>());

  useEffect(() => {
    const open = (match: ScreenPopMatch | null) => {
      setShown({ match });
      if (match && window.location.hash !== `#!/contacts/${match.id}`) navigate(`#!/contacts/${match.id}`);
    };
    const unsubscribe = bridge.onRecord((record) => {
      lookUp(screenPopBodyOf(record)).then(open, () => setShown('failed'));
    });
    bridge.requestRecord();
    return unsubscribe;
  }, [bridge, lookUp]);

  useEffect(() => {
    for (const call of phone?.calls ?? []) {
      if (call.direction !== 'incoming' || poppedCalls.current.has(call.id)) continue;
      poppedCalls.current.add(call.id);
      if (call.contactId !== null) {
        navigate(`#!/contacts/${call.contactId}`);
        continue;
      }
      const number = cleanNumber(call.number);
      if (!/^\+?\d{4,15}$/.test(number)) continue;
      lookUp({ emails: [], numbers: [number] }).then(
        (match) => match && navigate(`#!/contacts/${match.id}`),
        () => undefined,
      );
    }
  }, [phone, lookUp]);

  const mismatch = connection && !sameOrigin(connection.instance, bridge.instance);
  return (
    <>
      {mismatch && (
        <Alert color="yellow" mb="xs" data-testid="plugin-instance-mismatch">
          {t('plugin.instanceMismatch', { instance: bridge.instance, current: connection.instance })}
        </Alert>
      )}
      <Text size="xs" c="dimmed" mb="xs" data-testid="plugin-record" data-instance={bridge.instance} data-contact-id={shown && shown !== 'failed' ? (shown.match?.id ?? '') : ''}>
        {shown === 'failed' && t('plugin.lookupFailed')}
        {shown && shown !== 'failed' && !shown.match && t('plugin.noMatch')}
        {shown && shown !== 'failed' && shown.match && (
          <Anchor size="xs" href={`#!/contacts/${shown.match.id}`}>
            {t('plugin.onThisPage', { name: `${shown.match.firstName} ${shown.match.lastName}`.trim() })}
          </Anchor>
        )}
      </Text>
    </>
  );
}
