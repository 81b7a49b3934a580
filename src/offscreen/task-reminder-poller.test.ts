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

  it("uses the user's reminder period per type and all others, and the notification channels", async () => {
    let now = new Date('2026-03-11T09:50:00Z');
    const shown: Array<[number, { desktop: boolean; sound: boolean }]> = [];
    let loads = 0;
    const callback = { ...task(1, '10:00:00'), taskType: 'CALLBACK' as const, subject: 'Renewal callback' };
    const other = { ...task(2, '10:00:00'), subject: 'Plain call' };
    const poller = createTaskReminderPoller({
      listTasks: async () => [callback, other],
      notify: (t, channels) => shown.push([t.id, channels]),
      now: () => now,
      loadSettings: async () => {
        loads++;
        return {
          taskReminders: { CALLBACK: { period: 5, enabled: true }, allOthers: { period: 30, enabled: true } },
          taskNotifications: { desktop: { enable: true, type: 'subject', content: 'renewal' }, sound: { enable: true, type: 'all' } },
        };
      },
    });
    await poller.tick(); // 10 minutes before: only the 30-minute reminder of all others
    expect(shown).toEqual([[2, { desktop: false, sound: true }]]);
    now = new Date('2026-03-11T09:51:00Z');
    await poller.tick();
    expect(loads).toBe(1); // cached for 300000 ms
    now = new Date('2026-03-11T09:55:00Z');
    await poller.tick();
    expect(shown).toEqual([
      [2, { desktop: false, sound: true }],
      [1, { desktop: true, sound: true }],
    ]);
    expect(loads).toBe(2);
  });

  it('a disabled reminder or a notification with no channel on raises nothing; failing settings fall back to the defaults', async () => {
    const now = new Date('2026-03-11T09:50:00Z');
    const shown: number[] = [];
    const off = createTaskReminderPoller({
      listTasks: async () => [task(1, '10:00:00')],
      notify: (t) => shown.push(t.id),
      now: () => now,
      loadSettings: async () => ({
        taskReminders: { allOthers: { period: 30, enabled: true }, CALL: { period: 30, enabled: false } },
        taskNotifications: { desktop: { enable: true, type: 'all' }, sound: { enable: false, type: 'all' } },
      }),
    });
    await off.tick();
    const silent = createTaskReminderPoller({
      listTasks: async () => [task(2, '10:00:00')],
      notify: (t) => shown.push(t.id),
      now: () => now,
      loadSettings: async () => ({
        taskReminders: { allOthers: { period: 30, enabled: true } },
        taskNotifications: { desktop: { enable: false, type: 'all' }, sound: { enable: false, type: 'all' } },
      }),
    });
    await silent.tick();
    expect(shown).toEqual([]);
    const failing = createTaskReminderPoller({ listTasks: async () => [task(3, '10:00:00')], notify: (t) => shown.push(t.id), now: () => now, loadSettings: () => Promise.reject(new Error('503')) });
    await failing.tick();
    expect(shown).toEqual([3]); // default: 15 minutes before, desktop
  });
});
