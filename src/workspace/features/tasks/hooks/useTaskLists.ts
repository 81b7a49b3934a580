import { useQuery } from '@tanstack/react-query';
import type { TaskPageState } from '../../../../contract';
import { addDaysToKey, type DayKey } from '../../../../domain/tasks/day-key';
import { overdueWindow } from '../../../../domain/tasks/task-windows';
import { api } from '../../../session/api';
import { taskKeys } from '../taskQueryKeys';

/** The three lists of the task page: the days shown, overdue (3 months back) and no due date. */
export function useTaskLists(state: TaskPageState | null, today: DayKey) {
  const enabled = state !== null;
  const start = state?.dt ?? today;
  const end = addDaysToKey(start, (state?.period ?? 1) - 1);
  const userId = state?.userId ?? undefined;
  const openOnly = !(state?.completed ?? false);
  const base = { ...(userId ? { userId } : {}), openOnly };
  const overdue = overdueWindow(today);
  const daysArgs = { ...base, startTime: start, endTime: end, dated: true };
  const overdueArgs = { ...base, openOnly: true, startTime: overdue.start, endTime: overdue.end, dated: true };
  const undatedArgs = { ...base, dated: false };
  const fetchGroups = async (query: typeof daysArgs | typeof undatedArgs) => (await api.call('listTasks', { query })).tasks;
  return {
    range: { start, end },
    days: useQuery({ queryKey: taskKeys.list('days', daysArgs), queryFn: () => fetchGroups(daysArgs), enabled }),
    overdue: useQuery({ queryKey: taskKeys.list('overdue', overdueArgs), queryFn: () => fetchGroups(overdueArgs), enabled }),
    noDueDate: useQuery({ queryKey: taskKeys.list('noDueDate', undatedArgs), queryFn: () => fetchGroups(undatedArgs), enabled }),
    keys: {
      days: taskKeys.list('days', daysArgs),
      overdue: taskKeys.list('overdue', overdueArgs),
      noDueDate: taskKeys.list('noDueDate', undatedArgs),
    },
  };
}
