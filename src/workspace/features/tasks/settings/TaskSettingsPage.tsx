import { Alert, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

import { sessionState } from '@/src/workspace/session/state';
import { useTaskSettings } from '../hooks/useTaskSettings';
import { OverdueLimitForm } from './OverdueLimitForm';
import { useToggleDueDateOnCompletion } from '../hooks/useTaskSettingsMutations';

export const SETTINGS_ADMIN = 'settings.admin';

/** #!/settings/yourorganization/task (spec 3): the tenant's task settings; administrators change them. */
export function TaskSettingsPage() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const isAdmin = session?.capList.includes(SETTINGS_ADMIN) ?? false;
  const settings = useTaskSettings();
  // The toggle flips at once and reverts when the save fails ('Unable to update tasks settings').
  const toggle = useToggleDueDateOnCompletion();

  return (
    <Stack data-testid="task-settings-page" data-status={settings.isError ? 'error' : settings.isPending ? 'loading' : 'loaded'}>
      <Title order={3}>{t('tasks.settings.title')}</Title>
      {!isAdmin && <Text c="dimmed">{t('tasks.settings.adminOnly')}</Text>}
      {settings.isPending && <Text c="dimmed">{t('tasks.settings.loading')}</Text>}
      {settings.isError && (
        <Alert color="red" data-testid="task-settings-error">
          {t('tasks.settings.loadError')}
        </Alert>
      )}
      {settings.data && (
        <>
          <Card withBorder>
            <Switch
              label={t('tasks.settings.setDueDate')}
              description={t('tasks.settings.setDueDateHint')}
              checked={settings.data.setDueDateToCurrentDateOnTaskCompletion}
              disabled={!isAdmin || toggle.isPending}
              onChange={(e) => toggle.mutate(e.currentTarget.checked)}
              data-testid="task-settings-due-date"
            />
            {toggle.isError && (
              <Alert color="red" mt="sm" data-testid="task-settings-toggle-error">
                {t('tasks.settings.updateError')}
              </Alert>
            )}
          </Card>
          <OverdueLimitForm saved={settings.data} canEdit={isAdmin} />
        </>
      )}
    </Stack>
  );
}
