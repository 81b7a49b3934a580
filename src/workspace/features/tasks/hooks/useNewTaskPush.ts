import { useQueryClient } from '@tanstack/react-query';
import { TASK_NEW_EVENT } from '@/src/contract';
import { useUpdatesEvent } from '@/src/workspace/session/hooks/useUpdatesEvent';
import { taskKeys } from '../taskQueryKeys';

/** A task assigned to the user (pushed on /updates) reloads the task lists. */
export function useNewTaskPush() {
  const queryClient = useQueryClient();
  useUpdatesEvent(TASK_NEW_EVENT, () => void queryClient.invalidateQueries({ queryKey: taskKeys.lists }));
}
