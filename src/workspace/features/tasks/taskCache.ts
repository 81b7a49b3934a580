import type { Task, TaskDayGroup } from '@/src/contract';

/** Pure edits of a cached payload.tasks (day groups); empty groups disappear. */
export type TaskGroups = TaskDayGroup[];

const prune = (groups: TaskGroups) => groups.filter((g) => g.tasks.length > 0);

export const replaceTask = (groups: TaskGroups | undefined, task: Task): TaskGroups | undefined => groups?.map((g) => ({ ...g, tasks: g.tasks.map((t) => (t.id === task.id ? task : t)) }));

export const removeTask = (groups: TaskGroups | undefined, id: number): TaskGroups | undefined => groups && prune(groups.map((g) => ({ ...g, tasks: g.tasks.filter((t) => t.id !== id) })));

export const setTaskDone = (groups: TaskGroups | undefined, id: number, isDone: boolean): TaskGroups | undefined =>
  groups?.map((g) => ({ ...g, tasks: g.tasks.map((t) => (t.id === id ? { ...t, isDone } : t)) }));

export const findTask = (groups: TaskGroups | undefined, id: number): Task | undefined => groups?.flatMap((g) => g.tasks).find((t) => t.id === id);

/** Orders a group's tasks by time (undated times first), ascending or descending. */
export function sortTasks(tasks: readonly Task[], direction: 'asc' | 'desc'): Task[] {
  const key = (t: Task) => `${t.activityDate ?? ''} ${t.time ?? ''}`;
  const sorted = [...tasks].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
  return direction === 'asc' ? sorted : sorted.reverse();
}
