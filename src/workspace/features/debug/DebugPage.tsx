import { UNCUT_BADGE } from '@/src/workspace/ui/layout/uncutBadge';
import { Alert, Badge, Code, Stack, Table, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { browser } from 'wxt/browser';
import { connectionState, sessionState, updatesConnectedState } from '../../session/state';
import { useServerHealth } from './hooks/useServerHealth';

/** Configuration and session data, for administrators (the route's cap); secrets (the token, the SIP password) are never shown. */
export function DebugPage() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const connection = useAtomValue(connectionState);
  const live = useAtomValue(updatesConnectedState);
  const health = useServerHealth();
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
      <Code block data-testid="debug-configuration" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {JSON.stringify(configuration, null, 2)}
      </Code>
      <Title order={5}>{t('debug.parts')}</Title>
      {health.isError && <Alert color="red">{t('debug.partsError')}</Alert>}
      {health.data && (
        <Table data-testid="debug-parts" withTableBorder>
          <Table.Tbody>
            {health.data.parts.map((part) => (
              <Table.Tr key={part.name} data-part={part.name} data-state={part.state}>
                <Table.Td>{t(`debug.part.${part.name}`)}</Table.Td>
                <Table.Td>
                  <Badge color={part.state === 'up' ? 'teal' : 'red'} variant="light" styles={UNCUT_BADGE}>
                    {t(`debug.state.${part.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={part.state === 'up' ? 'dimmed' : 'red'} style={{ overflowWrap: 'anywhere' }}>
                    {part.state === 'up' ? part.detail : part.reason}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={5}>{t('debug.session')}</Title>
      <Code block data-testid="debug-session" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {JSON.stringify(shownSession, null, 2)}
      </Code>
    </Stack>
  );
}
