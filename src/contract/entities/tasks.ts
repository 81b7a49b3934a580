import { z } from 'zod';
import { archiveFilterState } from './recordings';
import { monitorRealtimeFilter } from './monitor';
import { reportPageState } from './reports';
import { OVERDUE_LIMIT_UNITS, TASK_BLOCK_DAY_CAP, TASK_TYPES } from '../../domain/tasks/task-constants';
import { channelNeedsContent, NOTIFICATION_CONTENT_REQUIRED } from '../../domain/tasks/task-notifications';
import { REMINDER_ROW_MESSAGES, reminderRowErrors } from '../../domain/tasks/task-reminders';

/** Tasks (spec 1 sections 3 and 7; spec 2 callback tasks; spec 3 task settings). */
export const taskType = z.enum(TASK_TYPES);
export const taskPriorityId = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const associatedEntityType = z.union([z.literal(0), z.literal(1), z.literal(-1)]);

/** A calendar day, yyyy-MM-dd; one that does not exist (2026-02-31, which Date.parse rolls over) is refused. */
export const dayKey = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be yyyy-MM-dd')
  .refine((s) => {
    const time = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(s);
  }, 'Invalid date');
/** Stored time of day, HH:mm:00. */
const storedTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, 'Time must be HH:mm:00');

const userRef = z.object({ id: z.number().int(), name: z.string() });

export const task = z.object({
  id: z.number().int(),
  taskType,
  taskPriority: z.object({ id: taskPriorityId }),
  owner: userRef,
  users: z.array(userRef),
  /** The people the task is shared with (the owner and the users). */
  assignees: z.array(userRef),
  subject: z.string(),
  description: z.string(),
  isDone: z.boolean(),
  activityDate: dayKey.nullable(),
  time: z.string().nullable(),
  timezoneOffset: z.number().int(),
  context: z.object({ projectName: z.string().nullable() }),
  externalId: z.string().nullable(),
  /** Custom fields as JSON text. */
  otherFields: z.string().nullable(),
  contact: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), isCallOptOut: z.boolean() }).nullable(),
  associatedEntityType,
  associatedEntityId: z.number().int().nullable(),
  associatedEntityName: z.string().nullable(),
  modifiedAt: z.string(),
});
export type Task = z.infer<typeof task>;

/** payload.tasks: one group per activity date (null: no due date), in date order. */
export const taskDayGroup = z.object({ date: dayKey.nullable(), tasks: z.array(task) });
export type TaskDayGroup = z.infer<typeof taskDayGroup>;

const jsonText = z
  .string()
  .max(20_000)
  .refine((s) => {
    try {
      const v: unknown = JSON.parse(s);
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    } catch {
      return false;
    }
  }, 'otherFields must be a JSON object as text');

export const taskBody = z.object({
  taskType,
  taskPriority: z.object({ id: taskPriorityId }).default({ id: 1 }),
  /** Owner; defaults to the caller. */
  ownerId: z.number().int().positive().optional(),
  userIds: z.array(z.number().int().positive()).max(50).default([]),
  subject: z.string().trim().min(1, 'Subject is required').max(255),
  description: z.string().max(32_000).default(''),
  isDone: z.boolean().default(false),
  activityDate: dayKey.nullable().default(null),
  time: storedTime.nullable().default(null),
  timezoneOffset: z.number().int().min(-840).max(840).default(0),
  context: z.object({ projectName: z.string().trim().max(255).nullable() }).default({ projectName: null }),
  externalId: z.string().trim().max(255).nullable().default(null),
  otherFields: jsonText.nullable().default(null),
  contactId: z.number().int().positive().nullable().default(null),
  associatedEntityType: associatedEntityType.default(-1),
  associatedEntityId: z.number().int().positive().nullable().default(null),
});
export type TaskBody = z.input<typeof taskBody>;

export const taskPriority = z.object({ id: taskPriorityId, name: z.string() });

const blockState = z.object({ collapsed: z.boolean(), modified: z.string().datetime({ offset: true }) });
export const taskBlockState = z.object({
  overdue: blockState.nullable(),
  noDueDate: blockState.nullable(),
  days: z.record(dayKey, blockState).refine((d) => Object.keys(d).length <= TASK_BLOCK_DAY_CAP + 1, 'Too many day entries'),
});

/** Saved page states (spec 1 section 3). */
export const pageStateKey = z.enum([
  'taskPageState',
  'showOnlyContactsDue',
  'myListsTagsFilter',
  'allListsTagsFilter',
  'monitorArchiveFilter',
  'monitorLibraryFilter',
  'monitorRealtimeFilter',
  'activityReport',
  'listPerformanceReport',
]);
export const taskPageState = z.object({
  period: z.union([z.literal(1), z.literal(7), z.literal(30)]),
  completed: z.boolean(),
  dt: dayKey.nullable(),
  filters: z.array(z.union([z.literal('ALL'), taskType])).min(1),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  /** Sort direction per group key (overdue, noDueDate, days). */
  sort: z.record(z.string().max(20), z.enum(['asc', 'desc'])).optional(),
});
export type TaskPageState = z.infer<typeof taskPageState>;
/** The lists screens' tag filters (myListsTagsFilter, allListsTagsFilter) are arrays of tag ids; the monitor's filters are archiveFilterState and monitorRealtimeFilter. */
export const pageStateValue = z.union([taskPageState, archiveFilterState, monitorRealtimeFilter, reportPageState, z.boolean(), z.array(z.number().int().positive()).max(100)]);

export const callResultBody = z.object({
  kind: z.enum(['call', 'callback']),
  subject: z.string().trim().max(255).default(''),
  description: z.string().max(32_000).default(''),
  resultValue: z.string().trim().min(1, 'Call result is required').max(100),
});

/** Push event on /updates (room user/{id}): a task was assigned to the user. */
export const TASK_NEW_EVENT = 'tasks.new';
export const taskNewEvent = z.object({ task });

/** Tenant task settings (spec 3): due date on completion, and the overdue look-back (null: unbounded). */
export const overdueLimit = z.object({
  value: z.number().int('The overdue limit must be a whole number').min(1, 'The overdue limit must be at least 1').max(120, 'The overdue limit is at most 120'),
  unit: z.enum(OVERDUE_LIMIT_UNITS),
});
export const taskSettings = z.object({ setDueDateToCurrentDateOnTaskCompletion: z.boolean(), overdueLimit: overdueLimit.nullable() });
export type TaskSettings = z.infer<typeof taskSettings>;

/** Task reminders as stored: keyed by task type (allOthers for all others), period in minutes. */
const reminderSetting = z.object({ period: z.number().int().min(0), enabled: z.boolean() });
export const taskReminders = z.partialRecord(z.enum([...TASK_TYPES, 'allOthers']), reminderSetting);

/** The form's rows, validated by the spec's rules (non-blank type used once, numeric period, capped). */
export const taskReminderRows = z.array(z.object({ type: z.string().max(20), period: z.union([z.number(), z.string().max(10)]), enabled: z.boolean().default(true) })).superRefine((rows, ctx) => {
  for (const { index, error } of reminderRowErrors(rows)) ctx.addIssue({ code: 'custom', path: [index], message: REMINDER_ROW_MESSAGES[error] });
  rows.forEach((row, index) => {
    if (Number(row.period) > 10_080) ctx.addIssue({ code: 'custom', path: [index, 'period'], message: 'The reminder period is at most 10080 minutes (a week).' });
  });
});

const notificationChannel = z
  .object({ enable: z.boolean(), type: z.enum(['all', 'subject']), content: z.string().trim().max(255).optional() })
  .refine((c) => !channelNeedsContent(c), { message: NOTIFICATION_CONTENT_REQUIRED, path: ['content'] });
export const taskNotifications = z.object({ desktop: notificationChannel, sound: notificationChannel });

export const taskNotificationSettings = z.object({ taskReminders, taskNotifications });
export type TaskNotificationSettings = z.infer<typeof taskNotificationSettings>;
export const taskNotificationSettingsBody = z.object({ taskReminders: taskReminderRows, taskNotifications });
export type TaskNotificationSettingsBody = z.input<typeof taskNotificationSettingsBody>;
