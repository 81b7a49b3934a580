import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { Task } from '@/src/contract';
import { completionOutcome } from '@/src/domain/tasks/completion-outcome';
import type { DayRange } from '@/src/domain/tasks/task-windows';
import { api } from '@/src/workspace/session/api';
import { removeTask, setTaskDone, type TaskGroups } from '../taskCache';

/**
 * Toggling isDone is optimistic and reverted if the call fails. On success a done task leaves the
 * open list; completing an overdue task reloads the day list when its date is among the days shown.
 */
export function useToggleDone(view: { openOnly: boolean; days: DayRange; daysKey: QueryKey }) {
  const queryClient = useQueryClient();
  const [failedId, setFailedId] = useState<number | null>(null);
  const toggle = async (task: Task, listKey: QueryKey, inOverdueGroup: boolean) => {
    const isDone = !task.isDone;
    setFailedId(null);
    queryClient.setQueryData<TaskGroups>(listKey, (g) => setTaskDone(g, task.id, isDone));
    try {
      await api.call('updateTaskCompleted', { params: { taskId: task.id }, body: { isDone } });
    } catch {
      queryClient.setQueryData<TaskGroups>(listKey, (g) => setTaskDone(g, task.id, task.isDone));
      setFailedId(task.id);
      return;
    }
    const outcome = completionOutcome({ activityDate: task.activityDate, isDone, inOverdueGroup }, view);
    if (outcome.removeFromList) queryClient.setQueryData<TaskGroups>(listKey, (g) => removeTask(g, task.id));
    if (outcome.reloadDays) void queryClient.invalidateQueries({ queryKey: view.daysKey });
  };
  return { toggle, failedId };
}
