import { Alert, Badge, Card, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { DATA_IQ_CAP } from '@/src/domain/data-iq/data-quality';
import { aiFeatureStates, type AiFeatureState } from '@/src/domain/settings/ai-features';
import { sessionState } from '@/src/workspace/session/state';
import { useParallelDialerSettingsQuery } from '../parallel-dialer/hooks/useParallelLaunch';
import { useTelephonySettings } from '../phone/hooks/useTelephonySettings';

const COLOURS: Record<AiFeatureState, string> = { available: 'teal', turnedOff: 'gray', needsModel: 'yellow' };

/**
 * #!/settings/ai-settings/general (spec 3, administrators): what this server offers without a language
 * model. Features that work from the audio or the data show whether they are on; the ones that need
 * a model say so.
 */
export function AiSettingsPage() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const parallel = useParallelDialerSettingsQuery();
  const telephony = useTelephonySettings();
  if (parallel.isPending || telephony.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (parallel.isError || telephony.isError) return <Alert color="red">{t('aiSettings.loadFailed')}</Alert>;
  const recording = telephony.data.recording;
  const features = aiFeatureStates({
    parallelDialer: parallel.data.tenant.enabled,
    recording: recording.enabled || recording.outboundEnabled || recording.inboundEnabled,
    dataIq: session?.capList.includes(DATA_IQ_CAP) ?? false,
  });
  return (
    <Stack maw={720} data-testid="ai-settings">
      <Title order={3}>{t('aiSettings.title')}</Title>
      <Alert color="blue" data-testid="ai-settings-model">
        {t('aiSettings.noModel')}
      </Alert>
      <Card withBorder p={0}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('aiSettings.feature')}</Table.Th>
              <Table.Th>{t('aiSettings.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {features.map((f) => (
              <Table.Tr key={f.key} data-testid="ai-feature" data-key={f.key} data-state={f.state}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t(`aiSettings.features.${f.key}.name`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`aiSettings.features.${f.key}.what`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={COLOURS[f.state]} variant="light">
                    {t(`aiSettings.states.${f.state}`)}
                  </Badge>
                  {f.state === 'turnedOff' && (
                    <Text size="xs" c="dimmed" mt={4}>
                      {t(`aiSettings.features.${f.key}.turnOn`)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
