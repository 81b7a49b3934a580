import { Alert, Button, Center, Group, Loader, Modal, MultiSelect, NumberInput, Paper, Select, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAcdQueueBody, type AcdQueue } from '@/src/contract';
import { useDirectoryUsers } from '../../directory/hooks/useDirectoryUsers';
import { usePredefinedMessages } from '../../phone/hooks/usePredefinedMessages';
import { useAcdQueues } from '../hooks/useAcdQueues';
import { useNarrowPage } from '@/src/workspace/ui/layout/PageWidth';
import { useDeleteQueue, useSaveQueue, useTenantSchedules, type QueueInput } from '../hooks/useQueueSettings';

const EMPTY: QueueInput = { name: '', phoneNumber: '', memberIds: [], scheduleName: null, scheduleMediaId: null, holdMediaId: null, ringSeconds: 20, wrapUpSeconds: 10, enableRecording: false };
const inputOf = (queue: AcdQueue): QueueInput => ({ ...queue, phoneNumber: queue.phoneNumber ?? '' });

/** Settings > ACD queues (/settings/acd, administrators): the tenant's inbound queues, added, edited and deleted. */
export function QueueSettingsPage() {
  const { t } = useTranslation();
  const queues = useAcdQueues();
  const remove = useDeleteQueue();
  const [editing, setEditing] = useState<{ id: number | null; input: QueueInput } | null>(null);
  const [deleting, setDeleting] = useState<AcdQueue | null>(null);
  // The side panel: number, members and schedule stack under the queue's name; Edit and Delete stay in view.
  const wide = !useNarrowPage();
  return (
    <Stack gap="md" maw={900} data-testid="queue-settings">
      <Group justify="space-between">
        <Title order={4}>{t('acd.settings.title')}</Title>
        <Button onClick={() => setEditing({ id: null, input: EMPTY })}>{t('acd.settings.add')}</Button>
      </Group>
      {queues.isPending && (
        <Center p="md">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {queues.isError && <Alert color="red">{t('acd.settings.loadFailed')}</Alert>}
      {queues.data?.queues.length === 0 && <Text size="sm">{t('acd.settings.none')}</Text>}
      {queues.data && queues.data.queues.length > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('acd.settings.name')}</Table.Th>
              {wide && <Table.Th>{t('acd.settings.number')}</Table.Th>}
              {wide && <Table.Th>{t('acd.settings.members')}</Table.Th>}
              {wide && <Table.Th>{t('acd.settings.schedule')}</Table.Th>}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {queues.data.queues.map((queue) => (
              <Table.Tr key={queue.id} data-testid="queue-row" data-queue-id={queue.id}>
                <Table.Td>
                  {queue.name}
                  {!wide && (
                    <Text size="xs" c="dimmed">
                      {[queue.phoneNumber ?? t('acd.settings.noNumber'), `${t('acd.settings.members')}: ${queue.memberIds.length}`, queue.scheduleName ?? t('acd.settings.alwaysOpen')].join(' · ')}
                    </Text>
                  )}
                </Table.Td>
                {wide && <Table.Td>{queue.phoneNumber ?? t('acd.settings.noNumber')}</Table.Td>}
                {wide && <Table.Td>{queue.memberIds.length}</Table.Td>}
                {wide && <Table.Td>{queue.scheduleName ?? t('acd.settings.alwaysOpen')}</Table.Td>}
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ id: queue.id, input: inputOf(queue) })}>
                      {t('acd.settings.edit')}
                    </Button>
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDeleting(queue)}>
                      {t('acd.settings.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && <QueueForm key={editing.id ?? 'new'} id={editing.id} initial={editing.input} onClose={() => setEditing(null)} />}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('acd.settings.deleteTitle')}>
        <Stack>
          <Text size="sm">{t('acd.settings.deleteConfirm', { name: deleting?.name ?? '' })}</Text>
          {remove.isError && <Alert color="red">{remove.error.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('acd.settings.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}>
              {t('acd.settings.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function QueueForm({ id, initial, onClose }: { id: number | null; initial: QueueInput; onClose: () => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState<QueueInput>(initial);
  const [submitted, setSubmitted] = useState(false);
  const users = useDirectoryUsers();
  const schedules = useTenantSchedules();
  const messages = usePredefinedMessages('VOICE_MESSAGE', true);
  const save = useSaveQueue();
  const parsed = saveAcdQueueBody.safeParse(input);
  const errorOf = (field: keyof QueueInput) => (submitted && !parsed.success ? (parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? null) : null);
  const set = <K extends keyof QueueInput>(field: K, value: QueueInput[K]) => setInput((current) => ({ ...current, [field]: value }));
  const messageOptions = (messages.data ?? []).map((m) => ({ value: String(m.id), label: m.name }));
  const submit = () => {
    setSubmitted(true);
    if (parsed.success) save.mutate({ id, body: parsed.data }, { onSuccess: onClose });
  };
  return (
    <Paper withBorder p="md" data-testid="queue-form">
      <Stack gap="sm">
        <Title order={5}>{id === null ? t('acd.settings.add') : t('acd.settings.editTitle', { name: initial.name })}</Title>
        <Group grow align="flex-start">
          <TextInput label={t('acd.settings.name')} value={input.name} onChange={(e) => set('name', e.currentTarget.value)} error={errorOf('name')} required />
          <TextInput
            label={t('acd.settings.number')}
            placeholder="+15557000100"
            value={input.phoneNumber}
            onChange={(e) => set('phoneNumber', e.currentTarget.value)}
            error={errorOf('phoneNumber')}
            required
          />
        </Group>
        <MultiSelect
          label={t('acd.settings.members')}
          data={(users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.firstName} ${u.lastName}`.trim() || u.email }))}
          value={(input.memberIds ?? []).map(String)}
          onChange={(values) => set('memberIds', values.map(Number))}
          searchable
        />
        <Group grow align="flex-start">
          <Select
            label={t('acd.settings.schedule')}
            placeholder={t('acd.settings.alwaysOpen')}
            data={(schedules.data ?? []).map((s) => ({ value: s.name, label: s.name }))}
            value={input.scheduleName ?? null}
            onChange={(value) => set('scheduleName', value)}
            clearable
          />
          <Select
            label={t('acd.settings.holdAudio')}
            placeholder={t('acd.settings.holdTune')}
            data={messageOptions}
            value={input.holdMediaId ? String(input.holdMediaId) : null}
            onChange={(value) => set('holdMediaId', value ? Number(value) : null)}
            clearable
          />
          <Select
            label={t('acd.settings.closedAudio')}
            placeholder={t('acd.settings.spokenDefault')}
            data={messageOptions}
            value={input.scheduleMediaId ? String(input.scheduleMediaId) : null}
            onChange={(value) => set('scheduleMediaId', value ? Number(value) : null)}
            clearable
          />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            label={t('acd.settings.ringSeconds')}
            min={5}
            max={120}
            value={input.ringSeconds}
            onChange={(value) => set('ringSeconds', typeof value === 'number' ? value : 20)}
            error={errorOf('ringSeconds')}
          />
          <NumberInput
            label={t('acd.settings.wrapUpSeconds')}
            min={0}
            max={600}
            value={input.wrapUpSeconds}
            onChange={(value) => set('wrapUpSeconds', typeof value === 'number' ? value : 10)}
            error={errorOf('wrapUpSeconds')}
          />
          <Switch label={t('acd.settings.recording')} checked={input.enableRecording ?? false} onChange={(e) => set('enableRecording', e.currentTarget.checked)} mt="xl" />
        </Group>
        {save.isError && (
          <Alert color="red" data-testid="queue-save-error">
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('acd.settings.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {t('acd.settings.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
