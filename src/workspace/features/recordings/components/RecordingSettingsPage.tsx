import { Alert, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { RecordingSettings } from '@/src/contract';
import { sessionState } from '@/src/workspace/session/state';
import { useRecordingSettings } from '../hooks/useRecordingSettings';
import { RecordingFiltersForm } from './RecordingFiltersForm';

const SETTINGS_ADMIN = 'settings.admin';
const SWITCHES = ['onDemandEnabled', 'outboundEnabled', 'inboundEnabled', 'sharingEnabled'] as const satisfies readonly (keyof RecordingSettings)[];

/** #!/settings/yourorganization/recordings (spec 3): the tenant's recording settings; administrators change them. */
export function RecordingSettingsPage() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const isAdmin = session?.capList.includes(SETTINGS_ADMIN) ?? false;
  const { query, update } = useRecordingSettings(isAdmin);
  return (
    <Stack data-testid="recording-settings-page" data-status={query.isError ? 'error' : query.isPending ? 'loading' : 'loaded'}>
      <Title order={3}>{t('recordingSettings.title')}</Title>
      {!isAdmin && <Text c="dimmed">{t('recordingSettings.adminOnly')}</Text>}
      {isAdmin && query.isPending && <Text c="dimmed">{t('recordingSettings.loading')}</Text>}
      {query.isError && (
        <Alert color="red" data-testid="recording-settings-error">
          {t('recordingSettings.loadError')}
        </Alert>
      )}
      {isAdmin && query.data && (
        <Card withBorder>
          <Stack gap="md">
            {SWITCHES.map((key) => (
              <Switch
                key={key}
                label={t(`recordingSettings.${key}`)}
                description={t(`recordingSettings.${key}Hint`)}
                checked={update.isPending && update.variables[key] !== undefined ? update.variables[key] : query.data[key]}
                disabled={update.isPending}
                onChange={(e) => update.mutate({ [key]: e.currentTarget.checked })}
                data-testid={`recording-settings-${key}`}
              />
            ))}
          </Stack>
          {update.isError && !update.variables.outboundFilters && (
            <Alert color="red" mt="sm" data-testid="recording-settings-update-error">
              {t('recordingSettings.updateError')}
            </Alert>
          )}
        </Card>
      )}
      {isAdmin && query.data && (
        <Card withBorder>
          <RecordingFiltersForm saved={query.data} saving={update.isPending} failed={update.isError && update.variables.outboundFilters !== undefined} onSave={(filters) => update.mutate(filters)} />
        </Card>
      )}
    </Stack>
  );
}
