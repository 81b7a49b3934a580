import { describe, expect, it } from 'vitest';
import { DEFAULT_TASK_REMINDERS, dueInstant, dueReminders, reminderInstant, reminderRowErrors, remindersOfRows, rowsOfReminders, type ReminderTask } from './task-reminders';

const task = (id: number, extra: Partial<ReminderTask> = {}): ReminderTask => ({
  id,
  taskType: 'CALL',
  isDone: false,
  activityDate: '2026-03-11',
  time: '14:00:00',
  timezoneOffset: 60, // entered at UTC+1: due 13:00 UTC
  ...extra,
});

describe('task reminders', () => {
  it('the due instant honours the offset the time was entered in', () => {
    expect(dueInstant(task(1))?.toISOString()).toBe('2026-03-11T13:00:00.000Z');
    expect(dueInstant(task(1, { time: null }))).toBeNull();
    expect(dueInstant(task(1, { activityDate: null }))).toBeNull();
  });

  it('raises a reminder from the configured period before the due time until it is due', () => {
    const tasks = [task(1)];
    expect(dueReminders(tasks, DEFAULT_TASK_REMINDERS, new Date('2026-03-11T12:44:59Z'), new Set())).toEqual([]);
    expect(dueReminders(tasks, DEFAULT_TASK_REMINDERS, new Date('2026-03-11T12:45:00Z'), new Set()).map((t) => t.id)).toEqual([1]);
    expect(dueReminders(tasks, DEFAULT_TASK_REMINDERS, new Date('2026-03-11T13:00:00Z'), new Set())).toEqual([]);
  });

  it('a task type setting overrides allOthers; a disabled one raises nothing', () => {
    const settings = { CALL: { period: 60, enabled: true }, DEMO: { period: 5, enabled: false }, allOthers: { period: 15, enabled: true } };
    const now = new Date('2026-03-11T12:10:00Z');
    expect(dueReminders([task(1), task(2, { taskType: 'DEMO' }), task(3, { taskType: 'EMAIL' })], settings, now, new Set()).map((t) => t.id)).toEqual([1]);
  });

  it('puts a reminder at the due time less its type’s period, and none for a done, untimed or silenced task (the notification list)', () => {
    const settings = { CALL: { period: 60, enabled: true }, DEMO: { period: 5, enabled: false }, allOthers: { period: 15, enabled: true } };
    expect(reminderInstant(task(1), settings)?.toISOString()).toBe('2026-03-11T12:00:00.000Z');
    expect(reminderInstant(task(2, { taskType: 'EMAIL' }), settings)?.toISOString()).toBe('2026-03-11T12:45:00.000Z');
    expect(reminderInstant(task(3, { taskType: 'DEMO' }), settings)).toBeNull();
    expect(reminderInstant(task(4, { isDone: true }), settings)).toBeNull();
    expect(reminderInstant(task(5, { time: null }), settings)).toBeNull();
  });

  it('skips done tasks and tasks already notified', () => {
    const now = new Date('2026-03-11T12:50:00Z');
    expect(dueReminders([task(1, { isDone: true }), task(2), task(3)], DEFAULT_TASK_REMINDERS, now, new Set([3])).map((t) => t.id)).toEqual([2]);
  });
});

describe('task reminder rows (settings validation)', () => {
  it('need a non-blank type and a numeric period', () => {
    expect(
      reminderRowErrors([
        { type: ' ', period: 10 },
        { type: 'CALL', period: 'ten' },
      ]),
    ).toEqual([
      { index: 0, error: 'typeRequired' },
      { index: 1, error: 'periodNotNumeric' },
    ]);
  });
  it('a reminder type can be used once', () => {
    expect(
      reminderRowErrors([
        { type: 'CALL', period: 10 },
        { type: 'CALL', period: 5 },
      ]),
    ).toEqual([{ index: 1, error: 'typeUsedTwice' }]);
  });
  it('rows are capped at the number of task types plus all others', () => {
    const rows = ['CALL', 'CALLBACK', 'EMAIL', 'SMS', 'DEMO', 'MEETING', 'OTHER', 'allOthers', 'extra'].map((type) => ({ type, period: 5 }));
    expect(reminderRowErrors(rows)).toContainEqual({ index: 8, error: 'tooManyRows' });
    expect(reminderRowErrors(rows.slice(0, 8))).toEqual([]);
  });
});

describe('reminder rows and stored settings', () => {
  it('an unknown type is an error', () => {
    expect(reminderRowErrors([{ type: 'FAX', period: 5 }])).toEqual([{ index: 0, error: 'typeUnknown' }]);
  });
  it('rows become settings keyed by type and back, in task-type order with all others last', () => {
    const settings = remindersOfRows([
      { type: 'allOthers', period: '30', enabled: false },
      { type: 'CALLBACK', period: 5 },
    ]);
    expect(settings).toEqual({ allOthers: { period: 30, enabled: false }, CALLBACK: { period: 5, enabled: true } });
    expect(rowsOfReminders(settings)).toEqual([
      { type: 'CALLBACK', period: 5, enabled: true },
      { type: 'allOthers', period: 30, enabled: false },
    ]);
  });
});
