import type { ContactEvent, TimelineEntry, TimelineType } from '../../src/contract/entities/timeline';
import type { activities } from '../db/schema';

export type ActivityRow = typeof activities.$inferSelect;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

const CALL_TASK_TYPES = new Set(['CALL', 'CALLBACK']);

/** The timeline kind of an activity: calls logged from a task, and call/callback tasks, are call-task entries. */
export function timelineTypeOf(row: Pick<ActivityRow, 'kind' | 'data'>): TimelineType {
  switch (row.kind) {
    case 'call':
      return row.data.taskId != null ? 'call-task' : 'call';
    case 'task':
      return CALL_TASK_TYPES.has(text(row.data.taskType).toUpperCase()) ? 'call-task' : 'task';
    case 'contact_event':
      return 'contact-event';
    // A queue entry names no contact (the agent's call does), so no timeline shows it; were one to, it is a call.
    case 'queue':
      return 'call';
    default:
      return row.kind;
  }
}

/** Activity kinds a timeline type filter reads. */
export function kindsOf(type: TimelineType): ActivityRow['kind'][] {
  if (type === 'call-task') return ['call', 'task'];
  if (type === 'contact-event') return ['contact_event'];
  return [type];
}

function contentOf(row: ActivityRow): string {
  const d = row.data;
  switch (row.kind) {
    case 'note':
      return text(d.content);
    case 'sms':
      return text(d.body);
    case 'contact_event':
      return '';
    default:
      return text(d.subject) || text(d.description);
  }
}

function eventOf(row: ActivityRow): ContactEvent | null {
  if (row.kind !== 'contact_event') return null;
  const d = row.data;
  const kinds = ['NEW_CONTACT', 'NEW_LEAD', 'CHANGE_OWNER', 'CHANGE_ACCOUNT', 'CHANGE_OPPORTUNITY_STATUS'] as const;
  const kind = kinds.find((k) => k === d.event) ?? 'NEW_CONTACT';
  return { kind, from: textOrNull(d.from), to: textOrNull(d.to), opportunityId: typeof d.opportunityId === 'number' ? d.opportunityId : null };
}

/** One activity of the log as the timeline shows it. */
export function toTimelineEntry(row: ActivityRow, userName: string | null, recorded = false, contactName: string | null = null): TimelineEntry {
  const d = row.data;
  return {
    _id: String(row.id),
    type: timelineTypeOf(row),
    originalType: row.kind,
    content: contentOf(row),
    contactId: row.contactId,
    contactName: row.contactId === null ? null : contactName,
    userId: row.userId,
    userName,
    timestamp: row.occurredAt.toISOString(),
    direction: row.direction,
    durationSeconds: row.durationSeconds,
    result: textOrNull(d.result),
    recordingCallId: recorded && row.kind === 'call' ? textOrNull(d.callId) : null,
    event: eventOf(row),
    email:
      row.kind === 'email'
        ? {
            status: textOrNull(d.status),
            opens: count(d.opens),
            clicks: count(d.clicks),
            openedAt: textOrNull(d.openedAt),
            clickedAt: textOrNull(d.clickedAt),
            proxyOpens: count(d.proxyOpens),
            messageId: typeof d.messageId === 'number' ? d.messageId : null,
          }
        : null,
    expanded: false,
    isDeleted: d.isDeleted === true,
  };
}
