import { z } from 'zod';
import { timelineEntry } from './entities/timeline';
import { LIST_DELETED_EVENT, LIST_UPDATED_EVENT, listDeletedEvent, listUpdatedEvent } from './entities/lists';
import { presence } from './entities/session';
import { MONITOR_LINE_EVENT, realtimeLine } from './entities/monitor';
import { sms } from './entities/sms';
import { TASK_NEW_EVENT, taskNewEvent } from './entities/tasks';
import { IMPORT_PROGRESS_EVENT, importProgressEvent } from './entities/imports';
import { connectedEvent, endedEvent, incomingEvent, participantDestroyEvent } from './entities/telephony';

/**
 * Push events, as the route table is for calls: each event names the kind of room it is sent to and
 * the schema of its data. The server's push is typed from this table and the client parses what it
 * receives by it, so an event cannot drift between the two sides.
 *
 * Rooms: `tenant` (tenant/{id}, every signed-in user of the tenant) and `user` (user/{id}) are joined
 * on connection; the others are joined on request and checked by the server (sms/{threadId},
 * quickcall/{callId}, incomingPstn/{userProvisioningId}, conference/{id}, monitor/{tenantId} for users
 * with monitor read, and the /timeline rooms).
 */
export type RoomKind = 'tenant' | 'user' | 'sms' | 'quickcall' | 'incomingPstn' | 'conference' | 'monitor' | 'timeline';

export interface EventDef<R extends RoomKind = RoomKind, D extends z.ZodType = z.ZodType> {
  room: R;
  data: D;
}
const event = <R extends RoomKind, D extends z.ZodType>(room: R, data: D): EventDef<R, D> => ({ room, data });

export const presenceEvent = z.object({ userId: z.number().int(), presence });
export const smsThreadEvent = z.object({ threadId: z.number().int(), contactId: z.number().int().nullable(), direction: z.enum(['in', 'out']) });
/** One of the user's sent emails was opened or a link in it clicked (the desktop notification's source). */
export const EMAIL_TRACKED_EVENT = 'email.tracked';
export const emailTrackedEvent = z.object({ messageId: z.number().int(), contactId: z.number().int().nullable(), what: z.enum(['open', 'click']), subject: z.string() });
/** Mail came to one of the user's addresses (the demo mailbox): the sender, matched to a contact of the tenant when one has that address. */
export const EMAIL_RECEIVED_EVENT = 'email.received';
export const emailReceivedEvent = z.object({ mailId: z.number().int(), from: z.string(), subject: z.string(), contactId: z.number().int().nullable() });

/** The /updates namespace. */
export const updatesEvents = {
  [LIST_UPDATED_EVENT]: event('tenant', listUpdatedEvent),
  [LIST_DELETED_EVENT]: event('tenant', listDeletedEvent),
  [TASK_NEW_EVENT]: event('user', taskNewEvent),
  presence: event('tenant', presenceEvent),
  /** A new SMS in a thread (sent, received, or its delivery status changed). */
  sms: event('sms', sms),
  /** A thread of one of the user's contacts changed: pages showing another thread of that contact reload. */
  'sms.thread': event('user', smsThreadEvent),
  [EMAIL_TRACKED_EVENT]: event('user', emailTrackedEvent),
  [EMAIL_RECEIVED_EVENT]: event('user', emailReceivedEvent),
  // The pstn transport's call legs.
  connected: event('quickcall', connectedEvent),
  ended: event('quickcall', endedEvent),
  incoming: event('incomingPstn', incomingEvent),
  participant_destroy: event('conference', participantDestroyEvent),
  /** The real-time monitor: one user's line changed (spec 3 real-time line). */
  [MONITOR_LINE_EVENT]: event('monitor', realtimeLine),
  /** A CSV import of the user moved on (a batch written, finished or failed). */
  [IMPORT_PROGRESS_EVENT]: event('user', importProgressEvent),
} as const;

export const timelineEntryEvent = z.object({ room: z.string(), entry: timelineEntry });
export const timelineEntryDeletedEvent = z.object({ room: z.string(), _id: z.string() });
export type TimelineEntryEvent = z.infer<typeof timelineEntryEvent>;

/** The /timeline namespace (one room per contact or account timeline). */
export const timelineEvents = { entry: event('timeline', timelineEntryEvent), entryDeleted: event('timeline', timelineEntryDeletedEvent) } as const;

/** The ack of a room join on either namespace. */
export const joinAck = z.object({ ok: z.boolean(), error: z.string().optional() });

export type UpdatesEvents = typeof updatesEvents;
export type UpdatesEventName = keyof UpdatesEvents;
export type TimelineEvents = typeof timelineEvents;
export type TimelineEventName = keyof TimelineEvents;
/** Data of an event as the server writes it. */
export type EventInput<T extends Record<string, EventDef>, E extends keyof T> = z.input<T[E]['data']>;
/** Data of an event as the client reads it (parsed). */
export type EventData<T extends Record<string, EventDef>, E extends keyof T> = z.output<T[E]['data']>;
/** The events of one table sent to one kind of room. */
export type EventsToRoom<T extends Record<string, EventDef>, R extends RoomKind> = { [E in keyof T]: T[E]['room'] extends R ? E : never }[keyof T];

/** Parses a received event by its table; null for an unknown event or data that does not fit. */
export function parseEvent<T extends Record<string, EventDef>, E extends keyof T & string>(table: T, name: E, data: unknown): EventData<T, E> | null {
  const def = table[name];
  if (!def) return null;
  const parsed = def.data.safeParse(data);
  return parsed.success ? (parsed.data as EventData<T, E>) : null;
}
