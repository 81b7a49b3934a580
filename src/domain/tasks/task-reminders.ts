import { TASK_TYPES, type TaskType } from './task-constants';

/** Task reminders (spec 3 settings): keyed by task type, allOthers for every type not listed. */
export type ReminderKey = TaskType | 'allOthers';
export interface ReminderSetting {
  /** Minutes before the due time. */
  period: number;
  enabled: boolean;
}
export type TaskReminders = Partial<Record<ReminderKey, ReminderSetting>>;

/** The default until a user saves their own: every task type 15 minutes before its due time. */
export const DEFAULT_TASK_REMINDERS: TaskReminders = { allOthers: { period: 15, enabled: true } };

export interface ReminderTask {
  id: number;
  taskType: TaskType;
  isDone: boolean;
  activityDate: string | null;
  /** HH:mm(:ss) in the zone of timezoneOffset. */
  time: string | null;
  /** Minutes east of UTC the date and time were entered in. */
  timezoneOffset: number;
}

/** The due instant of a dated, timed task; null for an undated or untimed one. */
export function dueInstant(t: ReminderTask): Date | null {
  if (!t.activityDate || !t.time) return null;
  const [y, m, d] = t.activityDate.split('-').map(Number) as [number, number, number];
  const [h, mi] = t.time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, h, mi) - t.timezoneOffset * 60_000);
}

export const reminderOf = (settings: TaskReminders, type: TaskType): ReminderSetting | null => settings[type] ?? settings.allOthers ?? null;

/** When an open, dated and timed task's reminder is due (its due time less the period of its type), or null (done, undated, untimed, reminder off). */
export function reminderInstant(t: ReminderTask, settings: TaskReminders): Date | null {
  const due = dueInstant(t);
  const reminder = reminderOf(settings, t.taskType);
  if (t.isDone || !due || !reminder?.enabled) return null;
  return new Date(due.getTime() - reminder.period * 60_000);
}

/**
 * The open tasks whose reminder time (due minus the period) has come and whose due time has not
 * passed, not yet notified.
 */
export function dueReminders<T extends ReminderTask>(tasks: readonly T[], settings: TaskReminders, now: Date, notified: ReadonlySet<number>): T[] {
  return tasks.filter((t) => {
    if (t.isDone || notified.has(t.id)) return false;
    const due = dueInstant(t);
    const reminder = reminderOf(settings, t.taskType);
    if (!due || !reminder?.enabled) return false;
    const at = due.getTime() - reminder.period * 60_000;
    return now.getTime() >= at && now.getTime() < due.getTime();
  });
}

export interface ReminderRow {
  type: string;
  period: string | number;
  enabled?: boolean;
}
export type ReminderRowError = 'typeRequired' | 'typeUnknown' | 'periodNotNumeric' | 'typeUsedTwice' | 'tooManyRows';

export const REMINDER_KEYS: readonly ReminderKey[] = [...TASK_TYPES, 'allOthers'];
export const isReminderKey = (s: string): s is ReminderKey => (REMINDER_KEYS as readonly string[]).includes(s);

/** What each row error says, on the settings form and in the server's 400. */
export const REMINDER_ROW_MESSAGES: Record<ReminderRowError, string> = {
  typeRequired: 'Choose a task type for the reminder.',
  typeUnknown: 'Unknown task type.',
  periodNotNumeric: 'The reminder period must be a number of minutes.',
  typeUsedTwice: 'A task type can have one reminder only.',
  tooManyRows: `At most ${TASK_TYPES.length + 1} reminders: one per task type plus all others.`,
};

/** Valid rows (see reminderRowErrors) as the stored settings keyed by type. */
export function remindersOfRows(rows: readonly ReminderRow[]): TaskReminders {
  const out: TaskReminders = {};
  for (const row of rows) if (isReminderKey(row.type)) out[row.type] = { period: Number(row.period), enabled: row.enabled ?? true };
  return out;
}

/** Stored settings as form rows, in task-type order with all others last. */
export const rowsOfReminders = (settings: TaskReminders): Array<{ type: ReminderKey; period: number; enabled: boolean }> =>
  REMINDER_KEYS.flatMap((type) => {
    const r = settings[type];
    return r ? [{ type, period: r.period, enabled: r.enabled }] : [];
  });

/**
 * Reminder rows need a non-blank type and a numeric period; a type can be used once; rows are capped
 * at the number of task types plus all others.
 */
export function reminderRowErrors(rows: readonly ReminderRow[]): Array<{ index: number; error: ReminderRowError }> {
  const errors: Array<{ index: number; error: ReminderRowError }> = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (index >= TASK_TYPES.length + 1) errors.push({ index, error: 'tooManyRows' });
    if (!row.type.trim()) errors.push({ index, error: 'typeRequired' });
    else if (!isReminderKey(row.type)) errors.push({ index, error: 'typeUnknown' });
    else if (seen.has(row.type)) errors.push({ index, error: 'typeUsedTwice' });
    seen.add(row.type);
    if (!/^\d+$/.test(String(row.period).trim())) errors.push({ index, error: 'periodNotNumeric' });
  });
  return errors;
}
