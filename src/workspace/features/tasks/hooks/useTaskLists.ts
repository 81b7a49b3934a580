import { useQuery } from '@tanstack/react-query';
import type { TaskPageState } from '@/src/contract';
import { addDaysToKey, type DayKey } from '@/src/domain/tasks/day-key';
import { DEFAULT_OVERDUE_LIMIT, type OverdueLimit } from '@/src/domain/tasks/task-constants';
import { overdueWindow } from '@/src/domain/tasks/task-windows';
import { api } from '@/src/workspace/session/api';
import { taskKeys } from '../taskQueryKeys';
import { useTaskSettings } from './useTaskSettings';

export interface TaskListScope {
  /** The filterContact route parameter: only this contact's tasks. */
  contactId: number | null;
  /** The signed-in user, whose tasks the list shows unless the page state picks another user. */
  sessionUserId: number | null;
}

/** The three lists of the task page: the days shown, overdue (the configured look-back) and no due date. */
export function useTaskLists(state: TaskPageState | null, today: DayKey, scope: TaskListScope) {
  const settings = useTaskSettings();
  // The overdue look-back comes from the tenant's task settings; the default if they cannot be read.
  const limit: OverdueLimit | null | undefined = settings.isError ? DEFAULT_OVERDUE_LIMIT : settings.data?.overdueLimit;
  const enabled = state !== null;
  const start = state?.dt ?? today;
  const end = addDaysToKey(start, (state?.period ?? 1) - 1);
  // With a contact filter the user is named, so the server does not widen the list to every owner.
  const userId = state?.userId ?? (scope.contactId !== null ? (scope.sessionUserId ?? undefined) : undefined);
  const openOnly = !(state?.completed ?? false);
  const base = { ...(userId ? { userId } : {}), ...(scope.contactId !== null ? { contactId: scope.contactId } : {}), openOnly };
  const overdue = overdueWindow(today, limit ?? DEFAULT_OVERDUE_LIMIT);
  const daysArgs = { ...base, startTime: start, endTime: end, dated: true };
  const overdueArgs = { ...base, openOnly: true, startTime: overdue.start, endTime: overdue.end, dated: true };
  const undatedArgs = { ...base, dated: false };
  const fetchGroups = async (query: typeof daysArgs | typeof undatedArgs) => (await api.call('listTasks', { query })).tasks;
  return {
    range: { start, end },
    days: useQuery({ queryKey: taskKeys.list('days', daysArgs), queryFn: () => fetchGroups(daysArgs), enabled }),
    overdue: useQuery({ queryKey: taskKeys.list('overdue', overdueArgs), queryFn: () => fetchGroups(overdueArgs), enabled: enabled && limit !== undefined }),
    noDueDate: useQuery({ queryKey: taskKeys.list('noDueDate', undatedArgs), queryFn: () => fetchGroups(undatedArgs), enabled }),
    keys: { days: taskKeys.list('days', daysArgs), overdue: taskKeys.list('overdue', overdueArgs), noDueDate: taskKeys.list('noDueDate', undatedArgs) },
  };
}
