import { Alert, Button, Center, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, statusOf, type TenantSchedule } from '@/src/contract';
import { draftOfSchedule, emptyScheduleDraft, openDays, type ScheduleDraft } from '@/src/domain/schedules/schedule-draft';
import { useSchedules, useTenantTimeZone } from '../hooks/useSchedules';
import { ScheduleEditor } from './ScheduleEditor';

/**
 * #!/settings/yourorganization/schedules (spec 3, administrators): the organization's named weekly
 * schedules, created, changed and deleted (after asking; the server refuses one a queue or a playbook step
 * still follows, and its message shows). The schedules carry no zone or holidays of their own: their hours
 * are read in the organization's time zone, shown here.
 */
export function SchedulesPage() {
  const { t } = useTranslation();
  const { list, save, remove } = useSchedules();
  const zone = useTenantTimeZone();
  const [editing, setEditing] = useState<{ original: string | null; draft: ScheduleDraft } | null>(null);
  const [deleting, setDeleting] = useState<TenantSchedule | null>(null);
  const open = (original: string | null, draft: ScheduleDraft) => {
    save.reset();
    setEditing({ original, draft });
  };
  const deleteRefusal = remove.error ? (statusOf(remove.error) >= 400 && statusOf(remove.error) < 500 ? messageOf(remove.error) : t('schedules.deleteFailed')) : null;

  let body;
  if (list.isPending) {
    body = (
      <Center p="md">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (list.isError) {
    body = (
      <Alert color="red" title={t('schedules.loadFailed')} data-testid="schedules-error">
        <Button size="xs" variant="light" onClick={() => void list.refetch()}>
          {t('app.retry')}
        </Button>
      </Alert>
    );
  } else if (list.data.length === 0) {
    body = (
      <Text size="sm" data-testid="schedules-empty">
        {t('schedules.empty')}
      </Text>
    );
  } else {
    body = list.data.map((schedule) => (
      <Paper key={schedule.name} withBorder p="sm" data-testid="schedule-row" data-name={schedule.name}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {schedule.name}
            </Text>
            {openDays(schedule.days).map(([day, hours]) => (
              <Text key={day} size="xs" c="dimmed">
                {t(`schedules.day${day}`)} {hours}
              </Text>
            ))}
            {openDays(schedule.days).length === 0 && (
              <Text size="xs" c="dimmed">
                {t('schedules.closed')}
              </Text>
            )}
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="subtle" onClick={() => open(schedule.name, draftOfSchedule(schedule))}>
              {t('schedules.edit')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => {
                remove.reset();
                setDeleting(schedule);
              }}
            >
              {t('schedules.delete')}
            </Button>
          </Group>
        </Group>
      </Paper>
    ));
  }

  return (
    <Stack gap="md" maw={640} data-testid="schedules-page">
      <Group justify="space-between">
        <Title order={4}>{t('schedules.title')}</Title>
        <Button onClick={() => open(null, emptyScheduleDraft())} disabled={editing !== null}>
          {t('schedules.add')}
        </Button>
      </Group>
      <Text size="sm">{t('schedules.intro')}</Text>
      {zone && (
        <Text size="sm" c="dimmed" data-testid="schedules-zone">
          {t('schedules.zone', { zone })}
        </Text>
      )}
      {editing && <ScheduleEditor key={editing.original ?? 'new'} original={editing.original} initial={editing.draft} save={save} onClose={() => setEditing(null)} />}
      {body}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('schedules.deleteTitle')} data-testid="schedule-delete-dialog">
        <Stack>
          <Text size="sm">{t('schedules.deleteConfirm', { name: deleting?.name ?? '' })}</Text>
          {deleteRefusal && (
            <Alert color="red" data-testid="schedule-delete-error">
              {deleteRefusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('schedules.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} data-testid="schedule-delete-confirm" onClick={() => deleting && remove.mutate(deleting.name, { onSuccess: () => setDeleting(null) })}>
              {t('schedules.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
