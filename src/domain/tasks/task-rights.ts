/**
 * Who may change a task (edit, complete, delete, set its context or call result): its owner, the
 * users it is shared with, and the tenant's managers and administrators. Anyone of the tenant may
 * read it and create tasks.
 */
export type TenantRole = 'admin' | 'manager' | 'rep';

export const TASK_CHANGE_FORBIDDEN = 'Only the task owner, its assigned users or a manager can change this task.';

export function canChangeTask(task: { ownerId: number; userIds: readonly number[] }, user: { id: number; role: TenantRole }): boolean {
  return user.role === 'admin' || user.role === 'manager' || task.ownerId === user.id || task.userIds.includes(user.id);
}
