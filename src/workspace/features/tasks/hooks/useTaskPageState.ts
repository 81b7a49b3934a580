import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { taskPageState, type TaskPageState } from '@/src/contract';
import { TASK_AUTOSAVE_MS } from '@/src/domain/tasks/task-constants';
import { api } from '@/src/workspace/session/api';
import { taskKeys } from '../taskQueryKeys';

export const DEFAULT_TASK_PAGE_STATE: TaskPageState = { period: 1, completed: false, dt: null, filters: ['ALL'], userId: null, userName: null, sort: {} };

/**
 * The task page state (period, completed, dt, filters, user, sort), loaded from the server and saved
 * back 5000 ms after the last change.
 */
export function useTaskPageState() {
  const saved = useQuery({ queryKey: taskKeys.pageState, queryFn: () => api.call('getPageState', { params: { key: 'taskPageState' } }), staleTime: Infinity });
  const [state, setState] = useState<TaskPageState | null>(null);
  const dirty = useRef(false);

  useEffect(() => {
    if (state !== null || saved.isPending) return;
    const value = saved.data?.value;
    // Another key's shape (never saved under this key) is not a task page state.
    const parsed = taskPageState.partial().safeParse(value);
    setState(parsed.success && value !== null ? { ...DEFAULT_TASK_PAGE_STATE, ...parsed.data } : DEFAULT_TASK_PAGE_STATE);
  }, [saved.isPending, saved.data, state]);

  useEffect(() => {
    if (!state || !dirty.current) return;
    const timer = setTimeout(() => {
      dirty.current = false;
      void api.call('updatePageState', { params: { key: 'taskPageState' }, body: { value: state } }).catch(() => {
        dirty.current = true;
      });
    }, TASK_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const update = (patch: Partial<TaskPageState>) => {
    dirty.current = true;
    setState((s) => ({ ...(s ?? DEFAULT_TASK_PAGE_STATE), ...patch }));
  };
  return { state, update };
}
