import type { TaskType } from './task-constants';
import { isValidTaskTime } from './task-time';

export interface TaskDraftForSave {
  activityDate: string | null;
  time: string;
  taskType: TaskType | null;
  project: { updatable: boolean; valid: boolean };
  ownerId: number | null;
  userIds: readonly number[];
}

export type SaveBlock = 'invalidTime' | 'noType' | 'invalidProject' | 'noOwner';

/** Why save is disabled (spec 1 section 5, Task save); empty when save is allowed. */
export function taskSaveBlocks(d: TaskDraftForSave): SaveBlock[] {
  const blocks: SaveBlock[] = [];
  // An empty time is valid (a dated task without a time of day); a typed one must be strict hh:mm a.
  if (d.activityDate && d.time.trim() !== '' && !isValidTaskTime(d.time)) blocks.push('invalidTime');
  if (!d.taskType) blocks.push('noType');
  if (d.project.updatable && !d.project.valid) blocks.push('invalidProject');
  if (d.ownerId === null && d.userIds.length === 0) blocks.push('noOwner');
  return blocks;
}

export const isTaskSaveDisabled = (d: TaskDraftForSave): boolean => taskSaveBlocks(d).length > 0;
