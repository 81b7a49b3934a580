import { format, parseISO } from 'date-fns';
import type { Task, TaskBody } from '@/src/contract';
import type { TaskType } from '@/src/domain/tasks/task-constants';
import { parseTaskDateInput } from '@/src/domain/tasks/relative-date';
import { toDisplayTime, toStoredTime } from '@/src/domain/tasks/task-time';

/** What the task form edits, as typed. */
export interface TaskDraft {
  taskType: TaskType | null;
  subject: string;
  description: string;
  dateText: string;
  timeText: string;
  priority: 0 | 1 | 2;
  ownerId: number | null;
  contactId: number | null;
}

export const emptyDraft = (ownerId: number | null, contactId: number | null = null): TaskDraft => ({
  taskType: 'CALL',
  subject: '',
  description: '',
  dateText: '',
  timeText: '',
  priority: 1,
  ownerId,
  contactId,
});

export const draftOf = (t: Task): TaskDraft => ({
  taskType: t.taskType,
  subject: t.subject,
  description: t.description,
  dateText: t.activityDate ? format(parseISO(t.activityDate), 'M/d/yyyy') : '',
  timeText: toDisplayTime(t.time),
  priority: t.taskPriority.id,
  ownerId: t.owner.id,
  contactId: t.contact?.id ?? null,
});

/** The draft's day (yyyy-MM-dd), null when empty, 'invalid' when the text is not a date. */
export function draftDay(d: TaskDraft, now: Date): string | null | 'invalid' {
  if (!d.dateText.trim()) return null;
  const date = parseTaskDateInput(d.dateText, now);
  return date ? format(date, 'yyyy-MM-dd') : 'invalid';
}

export function bodyOf(d: TaskDraft, day: string | null, base?: Task): TaskBody {
  return {
    taskType: d.taskType ?? 'OTHER',
    taskPriority: { id: d.priority },
    ...(d.ownerId !== null ? { ownerId: d.ownerId } : {}),
    userIds: base?.users.map((u) => u.id) ?? [],
    subject: d.subject,
    description: d.description,
    isDone: base?.isDone ?? false,
    activityDate: day,
    time: day ? toStoredTime(d.timeText) : null,
    timezoneOffset: -new Date().getTimezoneOffset(),
    context: base?.context ?? { projectName: null },
    externalId: base?.externalId ?? null,
    otherFields: base?.otherFields ?? null,
    contactId: d.contactId,
    associatedEntityType: base?.associatedEntityType ?? -1,
    associatedEntityId: base?.associatedEntityId ?? null,
  };
}
