import { Anchor, Badge, Checkbox, Group, Text } from '@mantine/core';
import { UNCUT_BADGE } from '@/src/workspace/ui/layout/uncutBadge';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/src/contract';
import { taskDueText } from '@/src/domain/tasks/task-due-text';
import { useFormat } from '../../profile/hooks/useFormat';
import { useToday } from '../hooks/useToday';

interface Props {
  task: Task;
  /** Absent where nothing acts on a selection (a contact's card): the row then has its done box only. */
  selected?: boolean;
  failed: boolean;
  onSelect?(selected: boolean): void;
  onToggleDone(): void;
  onOpen(): void;
}

export function TaskRow({ task, selected, failed, onSelect, onToggleDone, onOpen }: Props) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const today = useToday();
  const contact = task.contact ? `${task.contact.firstName} ${task.contact.lastName}`.trim() : null;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="task-row" data-task-id={task.id} data-task-type={task.taskType} data-done={task.isDone}>
      {onSelect && (
        <Checkbox size="xs" aria-label={t('tasks.selectFor', { subject: task.subject })} checked={selected ?? false} onChange={(e) => onSelect(e.currentTarget.checked)} data-testid="task-select" />
      )}
      <Checkbox
        size="xs"
        color="green"
        aria-label={t(task.isDone ? 'tasks.markNotDone' : 'tasks.markDone', { subject: task.subject })}
        checked={task.isDone}
        onChange={onToggleDone}
        data-testid="task-done"
      />
      {/* The type keeps its full word ("Callback", not "C…"); subject and contact wrap beside it. */}
      <Badge size="xs" variant="light" style={{ flexShrink: 0 }} styles={UNCUT_BADGE}>
        {t(`tasks.types.${task.taskType}`)}
      </Badge>
      <Text size="sm" c="dimmed" miw={64} data-testid="task-due">
        {taskDueText(task, today, fmt)}
      </Text>
      <Anchor component="button" type="button" size="sm" onClick={onOpen} td={task.isDone ? 'line-through' : undefined} data-testid="task-subject-link">
        {task.subject}
      </Anchor>
      {contact && (
        <Anchor size="xs" href={`#!/contacts/${task.contact?.id}`} c="dimmed">
          {contact}
        </Anchor>
      )}
      {failed && (
        <Text size="xs" c="red" data-testid="task-done-error">
          {t('tasks.doneError')}
        </Text>
      )}
    </Group>
  );
}
