import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskNotificationSettings, TaskNotificationSettingsBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { taskKeys } from '../taskQueryKeys';

/** The user's task reminders and notifications (#!/settings/notifications). */
export const useTaskNotificationSettings = () => useQuery({ queryKey: taskKeys.notificationSettings, queryFn: () => api.call('getTaskNotificationSettings', {}) });

/** Saves them; `onSaved` gets what the server kept. */
export function useSaveTaskNotificationSettings(onSaved: (saved: TaskNotificationSettings) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskNotificationSettingsBody) => api.call('updateTaskNotificationSettings', { body }),
    onSuccess: (next) => {
      queryClient.setQueryData(taskKeys.notificationSettings, next);
      onSaved(next);
    },
  });
}
