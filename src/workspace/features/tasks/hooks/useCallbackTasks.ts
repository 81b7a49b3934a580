import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { taskKeys } from '../taskQueryKeys';

/** The user's open CALLBACK tasks, dated and undated. */
export function useCallbackTasks() {
  const key = taskKeys.list('callbacks', {});
  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const [dated, undated] = await Promise.all([
        api.call('listTasks', { query: { taskType: 'CALLBACK', dated: true, openOnly: true } }),
        api.call('listTasks', { query: { taskType: 'CALLBACK', dated: false, openOnly: true } }),
      ]);
      return [...dated.tasks, ...undated.tasks];
    },
  });
  return { query, key };
}
