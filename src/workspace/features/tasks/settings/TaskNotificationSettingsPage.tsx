import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskNotificationSettings } from '@/src/contract';
import { channelNeedsContent, type TaskNotifications } from '@/src/domain/tasks/task-notifications';
import { reminderRowErrors, rowsOfReminders } from '@/src/domain/tasks/task-reminders';
import { NotificationChannelEditor } from './NotificationChannelEditor';
import { ReminderRowsEditor, type ReminderRowDraft } from './ReminderRowsEditor';
import { useSaveTaskNotificationSettings, useTaskNotificationSettings } from '../hooks/useTaskNotificationSettings';
import { SaveErrorAlert } from '@/src/workspace/ui/forms/SaveErrorAlert';

interface Draft {
  rows: ReminderRowDraft[];
  notifications: TaskNotifications;
}
const draftOf = (s: TaskNotificationSettings): Draft => ({
  rows: rowsOfReminders(s.taskReminders).map((r) => ({ type: r.type, period: String(r.period), enabled: r.enabled })),
  notifications: s.taskNotifications,
});

/** #!/settings/notifications: the user's task reminders per type and task notifications (desktop, sound). */
export function TaskNotificationSettingsPage() {
  const { t } = useTranslation();
  const saved = useTaskNotificationSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (saved.data && draft === null) setDraft(draftOf(saved.data));
  }, [saved.data, draft]);
  const save = useSaveTaskNotificationSettings((next) => setDraft(draftOf(next)));

  const changed = !!draft && !!saved.data && JSON.stringify(draft) !== JSON.stringify(draftOf(saved.data));
  const invalid = !!draft && (reminderRowErrors(draft.rows).length > 0 || channelNeedsContent(draft.notifications.desktop) || channelNeedsContent(draft.notifications.sound));
  const status = saved.isError ? 'error' : draft ? 'loaded' : 'loading';

  return (
    <Stack data-testid="task-notification-settings" data-status={status}>
      <Title order={3}>{t('tasks.notify.title')}</Title>
      {status === 'loading' && <Text c="dimmed">{t('tasks.settings.loading')}</Text>}
      {saved.isError && <Alert color="red">{t('tasks.settings.loadError')}</Alert>}
      {draft && (
        <>
          <Card withBorder>
            <Text fw={600}>{t('tasks.notify.reminders')}</Text>
            <Text size="sm" c="dimmed" mb="sm">
              {t('tasks.notify.remindersHint')}
            </Text>
            <ReminderRowsEditor rows={draft.rows} onChange={(rows) => setDraft({ ...draft, rows })} />
          </Card>
          <Card withBorder>
            <Text fw={600} mb="sm">
              {t('tasks.notify.notifications')}
            </Text>
            <Stack gap="sm">
              {(['desktop', 'sound'] as const).map((name) => (
                <NotificationChannelEditor
                  key={name}
                  name={name}
                  value={draft.notifications[name]}
                  onChange={(value) => setDraft({ ...draft, notifications: { ...draft.notifications, [name]: value } })}
                />
              ))}
            </Stack>
          </Card>
          {save.isError && <SaveErrorAlert error={save.error} title={t('tasks.settings.saveError')} testId="task-notify-error" />}
          {save.isSuccess && !changed && (
            <Alert color="green" data-testid="task-notify-saved">
              {t('tasks.settings.saved')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" disabled={!changed || save.isPending} onClick={() => saved.data && setDraft(draftOf(saved.data))}>
              {t('tasks.settings.revert')}
            </Button>
            <Button
              disabled={!changed || invalid}
              loading={save.isPending}
              onClick={() => save.mutate({ taskReminders: draft.rows, taskNotifications: draft.notifications })}
              data-testid="task-notify-save"
            >
              {t('tasks.settings.save')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
