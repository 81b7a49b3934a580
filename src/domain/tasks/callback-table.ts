import type { TaskType } from './task-constants';

/**
 * The callback tasks table (spec 2) shows the user's CALLBACK tasks. A task leaves the view when
 * completed or deleted, when its owner changes, its type is no longer CALLBACK, it is done, or it
 * has no contact.
 */
export const staysInCallbackTable = (t: { taskType: TaskType; isDone: boolean; ownerId: number; contactId: number | null }, userId: number): boolean =>
  t.taskType === 'CALLBACK' && !t.isDone && t.ownerId === userId && t.contactId !== null;
