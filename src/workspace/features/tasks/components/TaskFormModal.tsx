import { Alert, Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import { renamedPath } from '@/src/domain/forms/form-issues';
import { FormErrorAlert } from '@/src/workspace/ui/forms/FormErrorAlert';
import { useFormErrors } from '@/src/workspace/ui/forms/useFormErrors';
import type { Task } from '@/src/contract';
import { TASK_TYPES, type TaskType } from '@/src/domain/tasks/task-constants';
import { taskSaveBlocks } from '@/src/domain/tasks/task-save-rules';
import { bodyOf, draftDay, draftOf, emptyDraft, type TaskDraft } from '../taskDraft';
import { useDirectoryUsers } from '../../directory/hooks/useDirectoryUsers';
import { userOptions } from '../../directory/userOptions';
import { useTaskCommands } from '../hooks/useTaskCommands';

const forbidden = (e: unknown) => e instanceof ApiCallError && e.status === 403;

export type TaskFormResult = { kind: 'saved'; before: Task | null; after: Task } | { kind: 'deleted'; task: Task } | { kind: 'canceled' };

interface Props {
  /** The task to update; null to create. */
  task: Task | null;
  defaultOwnerId: number | null;
  contactId?: number | null;
  onClose(result: TaskFormResult): void;
}

/** The form's inputs by the task body's paths. */
const TASK_BODY_FIELDS = renamedPath({ activityDate: 'date', 'taskPriority.id': 'priority', ownerId: 'owner' });
const TASK_FORM_FIELDS = ['taskType', 'subject', 'description', 'date', 'time', 'priority', 'owner'];

/** The task form: create, update, delete and follow-up (a new task prefilled from this one). */
export function TaskFormModal({ task, defaultOwnerId, contactId = null, onClose }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Task | null>(task);
  const [draft, setDraft] = useState<TaskDraft>(task ? draftOf(task) : emptyDraft(defaultOwnerId, contactId));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = useFormErrors({ fieldOf: TASK_BODY_FIELDS, fields: TASK_FORM_FIELDS });
  const users = useDirectoryUsers();
  const tasks = useTaskCommands();
  const day = draftDay(draft, new Date());
  const blocks = taskSaveBlocks({
    activityDate: day,
    time: draft.timeText,
    taskType: draft.taskType,
    project: { updatable: false, valid: true },
    ownerId: draft.ownerId,
    userIds: editing?.users.map((u) => u.id) ?? [],
  });
  const disabled = busy || blocks.length > 0 || day === 'invalid' || !draft.subject.trim();
  const set = (patch: Partial<TaskDraft>, field?: string) => {
    if (field) errors.clearFieldError(field);
    setDraft((d) => ({ ...d, ...patch }));
  };

  const handleSave = async () => {
    if (disabled || day === 'invalid') return;
    setBusy(true);
    setError(null);
    errors.reset();
    try {
      const body = bodyOf(draft, day, editing ?? undefined);
      onClose({ kind: 'saved', before: editing, after: await tasks.save(body, editing) });
    } catch (e) {
      // A 403 says who may change the task; anything else is the spec's save failure flag, with the refused fields marked.
      if (forbidden(e)) setError(t('tasks.changeForbidden'));
      else errors.showFailure(e);
      setBusy(false);
    }
  };
  const handleDelete = async () => {
    if (!editing) return;
    setBusy(true);
    try {
      await tasks.remove(editing.id);
      onClose({ kind: 'deleted', task: editing });
    } catch (e) {
      window.alert(forbidden(e) ? `${t('tasks.deleteError')} ${t('tasks.changeForbidden')}` : t('tasks.deleteError'));
      setBusy(false);
    }
  };
  const handleFollowUp = () => {
    if (!editing) return;
    setDraft({ ...draftOf(editing), subject: t('tasks.followUpSubject', { subject: editing.subject }), dateText: '', timeText: '' });
    setEditing(null);
  };

  return (
    <Modal opened onClose={() => onClose({ kind: 'canceled' })} title={editing ? t('tasks.editTask') : t('tasks.newTask')} data-testid="task-form">
      <Stack
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void handleSave();
        }}
      >
        <Select
          label={t('tasks.type')}
          data={TASK_TYPES.map((type) => ({ value: type, label: t(`tasks.types.${type}`) }))}
          value={draft.taskType}
          onChange={(v) => set({ taskType: (v as TaskType | null) ?? null }, 'taskType')}
          data-testid="task-type"
          error={blocks.includes('noType') ? t('tasks.typeRequired') : errors.errorOf('taskType')}
        />
        <TextInput
          label={t('tasks.subject')}
          value={draft.subject}
          onChange={(e) => set({ subject: e.currentTarget.value }, 'subject')}
          data-testid="task-subject"
          required
          error={errors.errorOf('subject')}
        />
        <Textarea label={t('tasks.description')} value={draft.description} onChange={(e) => set({ description: e.currentTarget.value }, 'description')} error={errors.errorOf('description')} />
        <Group grow>
          <TextInput
            label={t('tasks.date')}
            placeholder="M/d/yyyy, tomorrow, next 3 days"
            value={draft.dateText}
            onChange={(e) => set({ dateText: e.currentTarget.value }, 'date')}
            data-testid="task-date"
            error={day === 'invalid' ? t('tasks.dateInvalid') : errors.errorOf('date')}
          />
          <TextInput
            label={t('tasks.time')}
            placeholder="hh:mm AM"
            value={draft.timeText}
            onChange={(e) => set({ timeText: e.currentTarget.value }, 'time')}
            data-testid="task-time"
            error={blocks.includes('invalidTime') ? t('tasks.timeInvalid') : errors.errorOf('time')}
          />
        </Group>
        <Group grow>
          <Select
            label={t('tasks.priority')}
            data={[0, 1, 2].map((id) => ({ value: String(id), label: t(`tasks.priorities.${id}`) }))}
            value={String(draft.priority)}
            onChange={(v) => set({ priority: v === '0' ? 0 : v === '2' ? 2 : 1 }, 'priority')}
            allowDeselect={false}
            error={errors.errorOf('priority')}
          />
          <Select
            label={t('tasks.owner')}
            data={userOptions(users.data)}
            value={draft.ownerId === null ? null : String(draft.ownerId)}
            onChange={(v) => set({ ownerId: v ? Number(v) : null }, 'owner')}
            searchable
            data-testid="task-owner"
            error={blocks.includes('noOwner') ? t('tasks.ownerRequired') : errors.errorOf('owner')}
          />
        </Group>
        {error && (
          <Alert color="red" data-testid="task-form-error">
            {error}
          </Alert>
        )}
        <FormErrorAlert form={errors} title={t('tasks.saveError')} testId="task-form-error" />
        <Group justify="space-between">
          <Group>
            {editing && (
              <Button variant="subtle" color="red" onClick={() => void handleDelete()} disabled={busy} data-testid="task-delete">
                {t('tasks.delete')}
              </Button>
            )}
            {editing && (
              <Button variant="subtle" onClick={handleFollowUp} disabled={busy} data-testid="task-follow-up">
                {t('tasks.followUp')}
              </Button>
            )}
          </Group>
          <Group>
            <Button variant="default" onClick={() => onClose({ kind: 'canceled' })}>
              {t('tasks.cancel')}
            </Button>
            <Button type="submit" disabled={disabled} loading={busy} data-testid="task-save">
              {t('tasks.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
