import { useQuery } from '@tanstack/react-query';
import { useToday } from './useToday';
import { timelineTasksWindow } from '@/src/domain/tasks/task-windows';
import { api } from '@/src/workspace/session/api';
import { taskKeys } from '../taskQueryKeys';

/** A contact's open tasks, 18 months back and forward plus undated, of every owner. */
export function useTimelineTasks(contactId: number) {
  const window = timelineTasksWindow(useToday());
  const key = taskKeys.list('contact', { contactId, ...window });
  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const [dated, undated] = await Promise.all([
        api.call('listTasks', { query: { contactId, startTime: window.start, endTime: window.end, dated: true, openOnly: true } }),
        api.call('listTasks', { query: { contactId, dated: false, openOnly: true } }),
      ]);
      return [...dated.tasks, ...undated.tasks];
    },
  });
  return { query, key };
}
