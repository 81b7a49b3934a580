import type { Task, TaskBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';

/** Saving, deleting and completing a task, for the task form and the tables (each caller handles its own optimistic state). */
export function useTaskCommands() {
  return {
    /** Updates `editing`, or adds a new task without it; the saved task comes back. */
    save: async (body: TaskBody, editing: Task | null) => (editing ? await api.call('updateTask', { params: { taskId: editing.id }, body }) : await api.call('addTask', { body })).task,
    remove: (taskId: number) => api.call('deleteTask', { params: { taskId } }),
    setCompleted: (taskId: number, isDone: boolean) => api.call('updateTaskCompleted', { params: { taskId }, body: { isDone } }),
  };
}
