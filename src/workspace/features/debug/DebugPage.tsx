import { Code, Stack, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { browser } from 'wxt/browser';
import { connectionState, sessionState, updatesConnectedState } from '../../session/state';

/** Configuration and session data; secrets (the token, the SIP password) are never shown. */
export function DebugPage() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const connection = useAtomValue(connectionState);
  const live = useAtomValue(updatesConnectedState);
  const { authToken: _token, devicePass: _devicePass, ...shownSession } = session ?? { authToken: '', devicePass: '' };
  const configuration = {
    instance: connection?.instance ?? null,
    extensionId: browser.runtime.id,
    version: browser.runtime.getManifest().version,
    language: navigator.language,
    updatesConnected: live,
  };
  return (
    <Stack>
      <Title order={3}>{t('debug.title')}</Title>
      <Title order={5}>{t('debug.configuration')}</Title>
      <Code block data-testid="debug-configuration">
        {JSON.stringify(configuration, null, 2)}
      </Code>
      <Title order={5}>{t('debug.session')}</Title>
      <Code block data-testid="debug-session">
        {JSON.stringify(shownSession, null, 2)}
      </Code>
    </Stack>
  );
}
