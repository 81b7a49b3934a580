import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useToday } from '../hooks/useToday';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/src/contract';
import { editedTaskStaysInTimeline } from '@/src/domain/tasks/task-windows';
import { sessionState } from '@/src/workspace/session/state';
import { useNewTaskPush } from '../hooks/useNewTaskPush';
import { useTimelineTasks } from '../hooks/useTimelineTasks';
import { useToggleDone } from '../hooks/useToggleDone';
import { removeTask, replaceTask, type TaskGroups } from '../taskCache';
import { TaskFormModal, type TaskFormResult } from './TaskFormModal';
import { TaskRow } from './TaskRow';
import { TaskSelectorCarousel } from './TaskSelectorCarousel';

/** The timeline tasks card on a contact: its open tasks within 18 months either way, plus undated. */
export function TimelineTasksCard({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const queryClient = useQueryClient();
  const { query, key: cacheKey } = useTimelineTasks(contactId);
  const today = useToday();
  const done = useToggleDone({ openOnly: true, days: { start: today, end: today }, daysKey: cacheKey });
  const [form, setForm] = useState<{ task: Task | null } | null>(null);
  // A task pushed to the user may be this contact's: the card reloads like the task list.
  useNewTaskPush();

  const handleClose = (result: TaskFormResult) => {
    setForm(null);
    if (result.kind === 'canceled') return;
    if (result.kind === 'deleted') queryClient.setQueryData<TaskGroups>(cacheKey, (g) => removeTask(g, result.task.id));
    else if (!result.before) void queryClient.invalidateQueries({ queryKey: cacheKey });
    // An edited task stays only when its date is within 6 months.
    else if (editedTaskStaysInTimeline(result.after.activityDate, today)) queryClient.setQueryData<TaskGroups>(cacheKey, (g) => replaceTask(g, result.after));
    else queryClient.setQueryData<TaskGroups>(cacheKey, (g) => removeTask(g, result.after.id));
  };

  const tasks = (query.data ?? []).flatMap((g) => g.tasks);
  return (
    <Card withBorder padding="sm" data-testid="timeline-tasks">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('tasks.timelineCard')}</Text>
        <Group gap="xs">
          <Button size="xs" variant="subtle" component="a" href={`#!/tasks?filterContact=${contactId}`} data-testid="timeline-all-tasks">
            {t('tasks.allTasksOfContact')}
          </Button>
          <Button size="xs" variant="light" onClick={() => setForm({ task: null })} data-testid="timeline-new-task">
            {t('tasks.newTask')}
          </Button>
        </Group>
      </Group>
      <TaskSelectorCarousel contactId={contactId} query={query} onOpen={(task) => setForm({ task })} />
      <Stack gap={4}>
        {query.isError && (
          <Text size="sm" c="red" data-testid="timeline-tasks-error">
            {t('tasks.timelineLoadError')}
          </Text>
        )}
        {query.isPending && (
          <Text size="sm" c="dimmed">
            {t('tasks.loading')}
          </Text>
        )}
        {query.isSuccess && tasks.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('tasks.empty')}
          </Text>
        )}
        {tasks.map((task) => (
          <TaskRow key={task.id} task={task} failed={done.failedId === task.id} onToggleDone={() => void done.toggle(task, cacheKey, false)} onOpen={() => setForm({ task })} />
        ))}
      </Stack>
      {form && <TaskFormModal task={form.task} defaultOwnerId={session?.userId ?? null} contactId={contactId} onClose={handleClose} />}
    </Card>
  );
}
