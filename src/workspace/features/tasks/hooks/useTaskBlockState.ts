import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EMPTY_TASK_BLOCK_STATE, isCollapsed, setBlockCollapsed, type BlockKey, type TaskBlockState } from '@/src/domain/tasks/task-block-state';
import { api } from '@/src/workspace/session/api';
import { taskKeys } from '../taskQueryKeys';

/** Collapsed groups, saved on the server at each toggle (at most 100 day entries). */
export function useTaskBlockState() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: taskKeys.blockState, queryFn: async () => (await api.call('getTaskBlockState', {})).state, staleTime: Infinity });
  const save = useMutation({ mutationFn: (state: TaskBlockState) => api.call('updateTaskBlockState', { body: state }), onMutate: (state) => queryClient.setQueryData(taskKeys.blockState, state) });
  const state = query.data ?? EMPTY_TASK_BLOCK_STATE;
  return {
    ready: !query.isPending,
    collapsed: (key: BlockKey) => isCollapsed(state, key),
    toggle: (key: BlockKey) => save.mutate(setBlockCollapsed(state, key, !isCollapsed(state, key), new Date())),
  };
}
