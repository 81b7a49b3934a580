import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { taskKeys } from '../taskQueryKeys';

/** The tenant's task settings (due date on completion, overdue limit); cached like other tenant settings. */
export const useTaskSettings = () => useQuery({ queryKey: taskKeys.settings, queryFn: () => api.call('getTaskSettings', {}), staleTime: 300_000 });
