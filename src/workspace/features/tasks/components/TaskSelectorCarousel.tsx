import { ActionIcon, Badge, Button, Group, Paper, Text } from '@mantine/core';
import { useToday } from '../hooks/useToday';
import type { UseQueryResult } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useReducer, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task, TaskDayGroup } from '@/src/contract';
import { canMove, carouselPosition, INITIAL_TASK_SELECTOR, shownTaskId, taskSelectorReducer } from '@/src/domain/tasks/task-selector';
import { selectedTaskState } from '../state/selectedTaskState';
import { useFormat } from '../../profile/hooks/useFormat';

interface Props {
  contactId: number;
  query: UseQueryResult<TaskDayGroup[]>;
  onOpen(task: Task): void;
}

/** The task selector carousel: a contact's open tasks one at a time (arrow keys or buttons), one selectable. */
export function TaskSelectorCarousel({ contactId, query, onOpen }: Props) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [selected, setSelected] = useAtom(selectedTaskState);
  // A selection made before (the atom outlives the page) is kept if the task is still open.
  const [state, dispatch] = useReducer(taskSelectorReducer, { ...INITIAL_TASK_SELECTOR, selectedId: selected?.contactId === contactId ? selected.taskId : null });
  const tasks = (query.data ?? []).flatMap((g) => g.tasks);

  useEffect(() => {
    if (query.isError) dispatch({ type: 'failed' });
    else if (query.isSuccess) dispatch({ type: 'loaded', tasks: query.data.flatMap((g) => g.tasks) });
    else dispatch({ type: 'loading' });
  }, [query.isError, query.isSuccess, query.data]);

  // The reducer owns the selection; the shared atom mirrors it for the phone (the call's taskId).
  const selectedId = state.selectedId;
  useEffect(() => {
    if (state.status === 'loading') return;
    setSelected((current) => {
      if (selectedId !== null) return { contactId, taskId: selectedId };
      return current?.contactId === contactId ? null : current;
    });
  }, [state.status, selectedId, contactId, setSelected]);

  const shown = tasks.find((task) => task.id === shownTaskId(state)) ?? null;
  const { position, total } = carouselPosition(state);
  const handleKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') dispatch({ type: 'next' });
    else if (e.key === 'ArrowLeft') dispatch({ type: 'previous' });
    else return;
    e.preventDefault();
  };
  const today = useToday();
  const due = (task: Task) =>
    task.activityDate === null
      ? t('tasks.selector.noDueDate')
      : `${task.activityDate < today ? `${t('tasks.selector.overdue')} · ` : ''}${fmt.calendarDay(task.activityDate)} ${fmt.timeOfDay(task.time)}`.trim();

  return (
    <Paper withBorder p="xs" tabIndex={0} onKeyDown={handleKey} aria-label={t('tasks.selector.title')} data-testid="task-selector" data-status={state.status} data-shown-id={shown?.id ?? ''}>
      {state.status === 'loading' && (
        <Text size="sm" c="dimmed">
          {t('tasks.loading')}
        </Text>
      )}
      {/* The card around says 'Unable to retrieve tasks from server.'; the selector only shows it is out. */}
      {state.status === 'error' && (
        <Text size="sm" c="dimmed" data-testid="task-selector-error">
          {t('tasks.selector.unavailable')}
        </Text>
      )}
      {state.status === 'empty' && (
        <Text size="sm" c="dimmed">
          {t('tasks.selector.empty')}
        </Text>
      )}
      {shown && (
        <Group wrap="nowrap" gap="xs">
          <ActionIcon variant="subtle" aria-label={t('tasks.selector.previous')} disabled={!canMove(state, -1)} onClick={() => dispatch({ type: 'previous' })} data-testid="task-selector-previous">
            ‹
          </ActionIcon>
          <Badge size="xs" variant="light">
            {t(`tasks.types.${shown.taskType}`)}
          </Badge>
          <Text size="sm" truncate style={{ flex: 1, cursor: 'pointer' }} onClick={() => onOpen(shown)} data-testid="task-selector-subject">
            {shown.subject}
          </Text>
          <Text size="xs" c={shown.activityDate !== null && shown.activityDate < today ? 'red' : 'dimmed'}>
            {due(shown)}
          </Text>
          <Text size="xs" c="dimmed" data-testid="task-selector-position">
            {t('tasks.selector.position', { position, total })}
          </Text>
          <Button
            size="compact-xs"
            variant={selectedId === shown.id ? 'filled' : 'light'}
            onClick={() => dispatch({ type: 'select', id: selectedId === shown.id ? null : shown.id })}
            aria-pressed={selectedId === shown.id}
            data-testid="task-selector-select"
          >
            {selectedId === shown.id ? t('tasks.selector.selected') : t('tasks.selector.select')}
          </Button>
          <ActionIcon variant="subtle" aria-label={t('tasks.selector.next')} disabled={!canMove(state, 1)} onClick={() => dispatch({ type: 'next' })} data-testid="task-selector-next">
            ›
          </ActionIcon>
        </Group>
      )}
    </Paper>
  );
}
