import { describe, expect, it } from 'vitest';
import type { Task } from '../contract';
import { addDaysToKey, dayKeyOf } from '../domain/tasks/day-key';
import { createTaskReminderPoller } from './task-reminder-poller';

const task = (id: number, time: string): Task => ({
  id,
  taskType: 'CALL',
  taskPriority: { id: 1 },
  owner: { id: 1, name: 'Rep' },
  users: [],
  assignees: [{ id: 1, name: 'Rep' }],
  subject: `Task ${id}`,
  description: '',
  isDone: false,
  activityDate: '2026-03-11',
  time,
  timezoneOffset: 0,
  context: { projectName: null },
  externalId: null,
  otherFields: null,
  contact: null,
  associatedEntityType: -1,
  associatedEntityId: null,
  associatedEntityName: null,
  modifiedAt: '2026-03-11T00:00:00.000Z',
});

describe('task reminder poller', () => {
  it('notifies each due task once, 15 minutes before it is due by default', async () => {
    let now = new Date('2026-03-11T09:40:00Z');
    const shown: number[] = [];
    const asked: string[][] = [];
    const poller = createTaskReminderPoller({
      listTasks: async (start, end) => {
        asked.push([start, end]);
        return [task(1, '10:00:00'), task(2, '11:00:00')];
      },
      notify: (t) => shown.push(t.id),
      now: () => now,
    });
    await poller.tick();
    expect(shown).toEqual([]);
    now = new Date('2026-03-11T09:45:00Z');
    await poller.tick();
    await poller.tick();
    expect(shown).toEqual([1]);
    now = new Date('2026-03-11T10:50:00Z');
    await poller.tick();
    expect(shown).toEqual([1, 2]);
    const today = dayKeyOf(new Date('2026-03-11T09:40:00Z'));
    expect(asked[0]).toEqual([addDaysToKey(today, -1), addDaysToKey(today, 1)]);
  });

  it('a failing list call raises nothing and does not throw', async () => {
    const shown: number[] = [];
    const poller = createTaskReminderPoller({ listTasks: () => Promise.reject(new Error('offline')), notify: (t) => shown.push(t.id), now: () => new Date() });
    await expect(poller.tick()).resolves.toBeUndefined();
    expect(shown).toEqual([]);
  });
});
