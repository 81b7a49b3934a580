import { Group, SegmentedControl, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { channelNeedsContent, NOTIFICATION_CONTENT_REQUIRED, type NotificationChannel } from '@/src/domain/tasks/task-notifications';

/** One task notification channel (desktop or sound): on or off, for all tasks or by subject text. */
export function NotificationChannelEditor({ name, value, onChange }: { name: 'desktop' | 'sound'; value: NotificationChannel; onChange(next: NotificationChannel): void }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" data-testid={`notify-${name}`}>
      <Switch mt={6} w={160} label={t(`tasks.notify.${name}`)} checked={value.enable} onChange={(e) => onChange({ ...value, enable: e.currentTarget.checked })} data-testid={`notify-${name}-enable`} />
      <SegmentedControl
        size="xs"
        value={value.type}
        onChange={(v) => onChange({ ...value, type: v === 'subject' ? 'subject' : 'all' })}
        data={[
          { value: 'all', label: t('tasks.notify.allTasks') },
          { value: 'subject', label: t('tasks.notify.bySubject') },
        ]}
        data-testid={`notify-${name}-type`}
      />
      {value.type === 'subject' && (
        <TextInput
          aria-label={t('tasks.notify.content')}
          placeholder={t('tasks.notify.content')}
          value={value.content ?? ''}
          onChange={(e) => onChange({ ...value, content: e.currentTarget.value })}
          error={channelNeedsContent(value) ? NOTIFICATION_CONTENT_REQUIRED : undefined}
          data-testid={`notify-${name}-content`}
        />
      )}
    </Group>
  );
}
