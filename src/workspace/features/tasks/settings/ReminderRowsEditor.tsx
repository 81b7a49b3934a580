import { ActionIcon, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REMINDER_KEYS, REMINDER_ROW_MESSAGES, reminderRowErrors } from '@/src/domain/tasks/task-reminders';

export interface ReminderRowDraft {
  type: string;
  period: string;
  enabled: boolean;
}

/** Task reminder rows: a type used once, a period in minutes, on or off; at most one row per type plus all others. */
export function ReminderRowsEditor({ rows, onChange }: { rows: ReminderRowDraft[]; onChange(rows: ReminderRowDraft[]): void }) {
  const { t } = useTranslation();
  const errors = reminderRowErrors(rows);
  const errorOf = (index: number) => errors.find((e) => e.index === index);
  const set = (index: number, patch: Partial<ReminderRowDraft>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const typeLabel = (key: string) => (key === 'allOthers' ? t('tasks.notify.allOthers') : t(`tasks.types.${key}`));

  return (
    <Stack gap="xs" data-testid="reminder-rows">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('tasks.notify.noReminders')}
        </Text>
      )}
      {rows.map((row, index) => {
        const error = errorOf(index);
        return (
          <Group key={index} align="flex-start" data-testid="reminder-row">
            <Select
              aria-label={t('tasks.notify.type')}
              placeholder={t('tasks.notify.type')}
              data={REMINDER_KEYS.map((key) => ({ value: key, label: typeLabel(key), disabled: key !== row.type && rows.some((r) => r.type === key) }))}
              value={row.type || null}
              onChange={(v) => set(index, { type: v ?? '' })}
              w={160}
              data-testid="reminder-type"
            />
            <TextInput
              aria-label={t('tasks.notify.period')}
              value={row.period}
              onChange={(e) => set(index, { period: e.currentTarget.value })}
              rightSection={<Text size="xs">{t('tasks.notify.minutes')}</Text>}
              rightSectionWidth={40}
              w={110}
              data-testid="reminder-period"
            />
            <Switch mt={8} label={t('tasks.notify.enabled')} checked={row.enabled} onChange={(e) => set(index, { enabled: e.currentTarget.checked })} />
            <ActionIcon mt={4} variant="subtle" color="red" aria-label={t('tasks.notify.remove')} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              ×
            </ActionIcon>
            {error && (
              <Text size="xs" c="red" mt={8} data-testid="reminder-row-error">
                {REMINDER_ROW_MESSAGES[error.error]}
              </Text>
            )}
          </Group>
        );
      })}
      <Group>
        <Button size="xs" variant="light" disabled={rows.length >= REMINDER_KEYS.length} onClick={() => onChange([...rows, { type: '', period: '15', enabled: true }])} data-testid="reminder-add">
          {t('tasks.notify.add')}
        </Button>
      </Group>
    </Stack>
  );
}
