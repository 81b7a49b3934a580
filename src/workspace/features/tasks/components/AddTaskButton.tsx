import { ActionIcon, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionState } from '@/src/workspace/session/state';
import { taskKeys } from '../taskQueryKeys';
import { TaskFormModal } from './TaskFormModal';

/** The navbar's add-task control: the task form in create mode, from any page. */
export function AddTaskButton() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip label={t('tasks.newTask')}>
        <ActionIcon variant="subtle" aria-label={t('tasks.newTask')} onClick={() => setOpen(true)} data-testid="navbar-add-task">
          +
        </ActionIcon>
      </Tooltip>
      {open && (
        <TaskFormModal
          task={null}
          defaultOwnerId={session?.userId ?? null}
          onClose={(result) => {
            setOpen(false);
            if (result.kind === 'saved') void queryClient.invalidateQueries({ queryKey: taskKeys.lists });
          }}
        />
      )}
    </>
  );
}
