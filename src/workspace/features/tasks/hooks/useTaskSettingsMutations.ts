import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OverdueLimit } from '@/src/domain/tasks/task-constants';
import type { TaskSettings } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { taskKeys } from '../taskQueryKeys';

/** The due-date-on-completion toggle: flips at once and reverts when the save fails ('Unable to update tasks settings'). */
export function useToggleDueDateOnCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => api.call('updateTaskSettings', { body: { setDueDateToCurrentDateOnTaskCompletion: on } }),
    onMutate: (on) => {
      const before = queryClient.getQueryData<TaskSettings>(taskKeys.settings);
      if (before) queryClient.setQueryData<TaskSettings>(taskKeys.settings, { ...before, setDueDateToCurrentDateOnTaskCompletion: on });
      return { before };
    },
    onError: (_e, _on, context) => {
      if (context?.before) queryClient.setQueryData(taskKeys.settings, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(taskKeys.settings, saved),
  });
}

/** Saves the overdue look-back; the task lists reload with it. */
export function useSaveOverdueLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (overdueLimit: OverdueLimit | null) => api.call('updateTaskSettings', { body: { overdueLimit } }),
    onSuccess: (next) => {
      queryClient.setQueryData(taskKeys.settings, next);
      void queryClient.invalidateQueries({ queryKey: taskKeys.lists });
    },
  });
}
