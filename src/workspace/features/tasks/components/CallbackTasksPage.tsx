import { Anchor, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/src/contract';
import { useNarrowPage } from '@/src/workspace/ui/layout/PageWidth';
import { staysInCallbackTable } from '@/src/domain/tasks/callback-table';
import { sessionState } from '@/src/workspace/session/state';
import { useCallbackTasks } from '../hooks/useCallbackTasks';
import { removeTask, replaceTask, setTaskDone, type TaskGroups } from '../taskCache';
import { TaskFormModal, type TaskFormResult } from './TaskFormModal';
import { useTaskCommands } from '../hooks/useTaskCommands';
import { useFormat } from '../../profile/hooks/useFormat';

/** The callback tasks table (spec 2): the user's CALLBACK tasks with a contact. */
export function CallbackTasksPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const session = useAtomValue(sessionState);
  const queryClient = useQueryClient();
  const { query, key } = useCallbackTasks();
  const tasks = useTaskCommands();
  const [form, setForm] = useState<Task | null>(null);
  const [failedId, setFailedId] = useState<number | null>(null);
  const userId = session?.userId ?? 0;
  const stays = (task: Task) => staysInCallbackTable({ taskType: task.taskType, isDone: task.isDone, ownerId: task.owner.id, contactId: task.contact?.id ?? null }, userId);
  const rows = (query.data ?? []).flatMap((g) => g.tasks).filter(stays);
  // The side panel: date and contact stack with the subject, so the table needs no sideways scroll.
  const wide = !useNarrowPage();
  const dateOf = (task: Task) => (task.activityDate ? `${fmt.calendarDay(task.activityDate)} ${fmt.timeOfDay(task.time)}`.trim() : t('tasks.noDueDate'));
  const contactOf = (task: Task) => <Anchor href={`#!/contacts/${task.contact?.id}`}>{`${task.contact?.firstName ?? ''} ${task.contact?.lastName ?? ''}`}</Anchor>;

  const complete = async (task: Task) => {
    setFailedId(null);
    queryClient.setQueryData<TaskGroups>(key, (g) => setTaskDone(g, task.id, true));
    try {
      await tasks.setCompleted(task.id, true);
      queryClient.setQueryData<TaskGroups>(key, (g) => removeTask(g, task.id));
    } catch {
      queryClient.setQueryData<TaskGroups>(key, (g) => setTaskDone(g, task.id, false));
      setFailedId(task.id);
    }
  };
  const handleClose = (result: TaskFormResult) => {
    setForm(null);
    if (result.kind === 'deleted') queryClient.setQueryData<TaskGroups>(key, (g) => removeTask(g, result.task.id));
    // The edited task leaves the table when it no longer fits (owner, type, done, contact).
    if (result.kind === 'saved') queryClient.setQueryData<TaskGroups>(key, (g) => (stays(result.after) ? replaceTask(g, result.after) : removeTask(g, result.after.id)));
  };

  return (
    <Stack data-testid="callback-tasks">
      <Group justify="space-between">
        <Title order={3}>{t('tasks.callbacks')}</Title>
        <Anchor href="#!/tasks">{t('tasks.title')}</Anchor>
      </Group>
      {query.isError && <Text c="red">{t('tasks.loadError')}</Text>}
      {query.isPending && <Text c="dimmed">{t('tasks.loading')}</Text>}
      {query.isSuccess && rows.length === 0 && <Text c="dimmed">{t('tasks.empty')}</Text>}
      {rows.length > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tasks.done')}</Table.Th>
              {wide && <Table.Th>{t('tasks.date')}</Table.Th>}
              <Table.Th>{t('tasks.subject')}</Table.Th>
              {wide && <Table.Th>{t('tasks.contact')}</Table.Th>}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((task) => (
              <Table.Tr key={task.id} data-testid="callback-row" data-task-id={task.id}>
                <Table.Td>
                  <Checkbox size="xs" aria-label={t('tasks.markDone', { subject: task.subject })} checked={task.isDone} onChange={() => void complete(task)} data-testid="callback-done" />
                </Table.Td>
                {wide && <Table.Td>{dateOf(task)}</Table.Td>}
                <Table.Td>
                  {!wide && (
                    <Text size="xs" c="dimmed">
                      {dateOf(task)}
                    </Text>
                  )}
                  {task.subject}
                  {failedId === task.id && (
                    <Text size="xs" c="red">
                      {t('tasks.doneError')}
                    </Text>
                  )}
                  {!wide && <div>{contactOf(task)}</div>}
                </Table.Td>
                {wide && <Table.Td>{contactOf(task)}</Table.Td>}
                <Table.Td>
                  <Button size="xs" variant="subtle" onClick={() => setForm(task)}>
                    {t('tasks.editTask')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {form && <TaskFormModal task={form} defaultOwnerId={userId} onClose={handleClose} />}
    </Stack>
  );
}
