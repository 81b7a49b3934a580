import { describe, expect, it } from 'vitest';
import type { Task } from '@/src/contract';
import { findTask, removeTask, replaceTask, setTaskDone, sortTasks } from './taskCache';

const task = (id: number, activityDate: string | null, time: string | null): Task => ({
  id,
  taskType: 'CALL',
  taskPriority: { id: 1 },
  owner: { id: 1, name: 'Rep' },
  users: [],
  assignees: [{ id: 1, name: 'Rep' }],
  subject: `Task ${id}`,
  description: '',
  isDone: false,
  activityDate,
  time,
  timezoneOffset: 0,
  context: { projectName: null },
  externalId: null,
  otherFields: null,
  contact: null,
  associatedEntityType: -1,
  associatedEntityId: null,
  associatedEntityName: null,
  modifiedAt: '2026-03-11T10:00:00.000Z',
});
const groups = [
  { date: '2026-03-11', tasks: [task(1, '2026-03-11', '10:00:00'), task(2, '2026-03-11', '09:00:00')] },
  { date: '2026-03-12', tasks: [task(3, '2026-03-12', null)] },
];

describe('task cache edits', () => {
  it('replaces a task in place', () => {
    expect(findTask(replaceTask(groups, { ...task(2, '2026-03-11', '09:00:00'), subject: 'Edited' }), 2)?.subject).toBe('Edited');
  });
  it('removes a task and drops its group when it empties', () => {
    expect(removeTask(groups, 3)?.map((g) => g.date)).toEqual(['2026-03-11']);
  });
  it('sets isDone (the optimistic toggle) and back (the revert)', () => {
    const done = setTaskDone(groups, 1, true);
    expect(findTask(done, 1)?.isDone).toBe(true);
    expect(findTask(setTaskDone(done, 1, false), 1)?.isDone).toBe(false);
  });
  it('sorts a group by time, ascending or descending', () => {
    expect(sortTasks(groups[0]!.tasks, 'asc').map((t) => t.id)).toEqual([2, 1]);
    expect(sortTasks(groups[0]!.tasks, 'desc').map((t) => t.id)).toEqual([1, 2]);
  });
});
