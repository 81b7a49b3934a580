import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TASK_NEW_EVENT } from '../../../../contract';
import { receive } from '../../../../extension/messages';
import { onExtensionMessage } from '../../../platform';
import { taskKeys } from '../taskQueryKeys';

/** A task assigned to the user (pushed on /updates) reloads the task lists. */
export function useNewTaskPush() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onExtensionMessage((raw) => {
        const message = receive(raw, 'ui');
        if (message?.type === 'updates.event' && message.event === TASK_NEW_EVENT) void queryClient.invalidateQueries({ queryKey: taskKeys.lists });
      }),
    [queryClient],
  );
}
