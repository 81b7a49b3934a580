import { Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useToday } from '../hooks/useToday';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/src/contract';
import { addDaysToKey } from '@/src/domain/tasks/day-key';
import { editOutcome } from '@/src/domain/tasks/edit-outcome';
import type { BlockKey } from '@/src/domain/tasks/task-block-state';
import { taskShows } from '@/src/domain/tasks/type-filter';
import type { PageProps } from '@/src/workspace/pages';
import { sessionState } from '@/src/workspace/session/state';
import { useNewTaskPush } from '../hooks/useNewTaskPush';
import { useTaskBlockState } from '../hooks/useTaskBlockState';
import { useTaskLists } from '../hooks/useTaskLists';
import { useTaskPageState } from '../hooks/useTaskPageState';
import { useToggleDone } from '../hooks/useToggleDone';
import { removeTask, replaceTask, sortTasks, type TaskGroups } from '../taskCache';
import { taskKeys } from '../taskQueryKeys';
import { ContactFilterChip } from './ContactFilterChip';
import { TaskFormModal, type TaskFormResult } from './TaskFormModal';
import { TaskGroupCard } from './TaskGroupCard';
import { listStatus, StatusLine } from './TaskListSection';
import { TaskRow } from './TaskRow';
import { TasksHeader } from './TasksHeader';
import { TaskUserPicker } from './TaskUserPicker';
import { TypeFilterBar } from './TypeFilterBar';
import { useFormat } from '../../profile/hooks/useFormat';

/** Tasks "Dial selected" dials: calls and callbacks. */
const isCallTask = (type: string) => type === 'CALL' || type === 'CALLBACK';

type GroupId = 'overdue' | 'noDueDate' | `day:${string}`;

/** The filterContact route parameter (default null). */
const contactFilterOf = (params: Record<string, string>): number | null => (/^\d+$/.test(params.filterContact ?? '') ? Number(params.filterContact) : null);

/** #!/tasks: day view with navigation, overdue and no-due-date groups, filters, selection. */
export function TasksPage({ params }: PageProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const session = useAtomValue(sessionState);
  const queryClient = useQueryClient();
  const today = useToday();
  const { state, update } = useTaskPageState();
  const filterContact = contactFilterOf(params);
  const lists = useTaskLists(state, today, { contactId: filterContact, sessionUserId: session?.userId ?? null });
  const blocks = useTaskBlockState();
  const openOnly = !(state?.completed ?? false);
  const done = useToggleDone({ openOnly, days: lists.range, daysKey: lists.keys.days });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [form, setForm] = useState<{ task: Task | null } | null>(null);
  useNewTaskPush();

  if (!state || !blocks.ready) return <Text c="dimmed">{t('tasks.loading')}</Text>;
  const filters = state.filters;
  const sortOf = (id: string) => state.sort?.[id] ?? 'asc';
  const visible = (tasks: readonly Task[], id: string) =>
    sortTasks(
      tasks.filter((task) => taskShows(filters, task.taskType)),
      sortOf(id),
    );

  const handleFormClose = (result: TaskFormResult) => {
    setForm(null);
    if (result.kind === 'canceled') return;
    if (result.kind === 'deleted') {
      for (const key of Object.values(lists.keys)) queryClient.setQueryData<TaskGroups>(key, (g) => removeTask(g, result.task.id));
      return;
    }
    const { before, after } = result;
    const outcome = before ? editOutcome({ ownerId: before.owner.id, activityDate: before.activityDate }, { ownerId: after.owner.id, activityDate: after.activityDate }, today) : 'reloadLists';
    if (outcome === 'reloadAll') void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    else if (outcome === 'reloadLists') void queryClient.invalidateQueries({ queryKey: taskKeys.lists });
    else for (const key of Object.values(lists.keys)) queryClient.setQueryData<TaskGroups>(key, (g) => (outcome === 'remove' ? removeTask(g, after.id) : replaceTask(g, after)));
  };

  const renderGroup = (id: GroupId, key: BlockKey, title: string, tasks: readonly Task[], listKey: QueryKey, status: ReturnType<typeof listStatus>) => {
    const shown = visible(tasks, id.startsWith('day:') ? 'days' : id);
    return (
      <TaskGroupCard
        key={id}
        testId={id === 'overdue' ? 'group-overdue' : id === 'noDueDate' ? 'group-no-due-date' : `group-day-${id.slice(4)}`}
        title={title}
        count={shown.length}
        collapsed={blocks.collapsed(key)}
        sort={sortOf(id.startsWith('day:') ? 'days' : id)}
        onToggleCollapsed={() => blocks.toggle(key)}
        onToggleSort={() => {
          const sortId = id.startsWith('day:') ? 'days' : id;
          update({ sort: { ...state.sort, [sortId]: sortOf(sortId) === 'asc' ? 'desc' : 'asc' } });
        }}
      >
        <StatusLine status={shown.length ? status : status === 'loaded' ? 'empty' : status} />
        {shown.map((task) => (
          <TaskRow
            key={task.id}
            task={task}
            selected={selected.has(task.id)}
            failed={done.failedId === task.id}
            onSelect={(on) => setSelected((s) => (on ? new Set(s).add(task.id) : new Set([...s].filter((x) => x !== task.id))))}
            onToggleDone={() => void done.toggle(task, listKey, id === 'overdue')}
            onOpen={() => setForm({ task })}
          />
        ))}
      </TaskGroupCard>
    );
  };

  const dayGroups = lists.days.data ?? [];
  const days = Array.from({ length: state.period }, (_, i) => addDaysToKey(lists.range.start, i));
  const shownDays = state.period === 1 ? days : days.filter((d) => dayGroups.some((g) => g.date === d));
  const overdueTasks = (lists.overdue.data ?? []).flatMap((g) => g.tasks);
  const undatedTasks = (lists.noDueDate.data ?? []).flatMap((g) => g.tasks);
  // "Dial selected": the selected call tasks with a contact that may be called, in page order.
  const selectedCalls = [...(lists.overdue.data ?? []), ...(lists.days.data ?? []), ...(lists.noDueDate.data ?? [])]
    .flatMap((g) => g.tasks)
    .filter((task) => selected.has(task.id) && isCallTask(task.taskType) && task.contact && !task.contact.isCallOptOut)
    .flatMap((task) => (task.contact ? [{ contactId: task.contact.id, taskId: task.id }] : []));

  return (
    <Stack data-testid="tasks-page" data-status={listStatus(lists.days, dayGroups.length)}>
      <TasksHeader capList={session?.capList ?? []} selectedCalls={selectedCalls} onNewTask={() => setForm({ task: null })} />
      {filterContact !== null && <ContactFilterChip contactId={filterContact} />}
      <Group>
        <Button.Group>
          <Button variant="default" size="xs" onClick={() => update({ dt: addDaysToKey(lists.range.start, -state.period) })} data-testid="tasks-previous">
            {t('tasks.previous')}
          </Button>
          <Button variant="default" size="xs" onClick={() => update({ dt: null })} data-testid="tasks-today">
            {t('tasks.today')}
          </Button>
          <Button variant="default" size="xs" onClick={() => update({ dt: addDaysToKey(lists.range.start, state.period) })} data-testid="tasks-next">
            {t('tasks.next')}
          </Button>
        </Button.Group>
        <Text size="sm" data-testid="tasks-range" data-start={lists.range.start}>
          {fmt.calendarDay(lists.range.start, { weekday: true })}
          {state.period > 1 ? ` – ${fmt.calendarDay(lists.range.end, { weekday: true })}` : ''}
        </Text>
        <SegmentedControl
          size="xs"
          value={String(state.period)}
          onChange={(v) => update({ period: v === '7' ? 7 : v === '30' ? 30 : 1 })}
          data={[
            { value: '1', label: t('tasks.period1') },
            { value: '7', label: t('tasks.period7') },
            { value: '30', label: t('tasks.period30') },
          ]}
        />
        <TaskUserPicker userId={state.userId} onChange={(user) => update({ userId: user?.id ?? null, userName: user?.name ?? null })} />
        <Switch size="xs" label={t('tasks.showCompleted')} checked={state.completed} onChange={(e) => update({ completed: e.currentTarget.checked })} />
      </Group>
      <TypeFilterBar filters={filters} onChange={(next) => update({ filters: [...next] })} />
      {renderGroup('overdue', { group: 'overdue' }, t('tasks.overdue'), overdueTasks, lists.keys.overdue, listStatus(lists.overdue, overdueTasks.length))}
      {shownDays.map((day) =>
        renderGroup(
          `day:${day}`,
          { group: 'day', day },
          day === today ? `${t('tasks.today')} · ${fmt.calendarDay(day, { weekday: true })}` : fmt.calendarDay(day, { weekday: true }),
          dayGroups.find((g) => g.date === day)?.tasks ?? [],
          lists.keys.days,
          listStatus(lists.days, dayGroups.length),
        ),
      )}
      {state.period > 1 && shownDays.length === 0 && <StatusLine status={listStatus(lists.days, 0)} />}
      {renderGroup('noDueDate', { group: 'noDueDate' }, t('tasks.noDueDate'), undatedTasks, lists.keys.noDueDate, listStatus(lists.noDueDate, undatedTasks.length))}
      {form && <TaskFormModal task={form.task} defaultOwnerId={state.userId ?? session?.userId ?? null} contactId={filterContact} onClose={handleFormClose} />}
    </Stack>
  );
}
