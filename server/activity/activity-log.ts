import { and, eq, sql } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { TimelineEntry } from '../../src/contract/entities/timeline';
import type * as schema from '../db/schema';
import { activities, contacts, users } from '../db/schema';
import { toTimelineEntry } from './timeline-entry';

/** The pool or a transaction: both run the same queries. */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/** Where written activities are announced (the /timeline socket channel). */
export interface TimelinePush {
  entry(rooms: string[], entry: TimelineEntry): void;
  deleted(rooms: string[], id: string): void;
}

export type NewActivity = typeof activities.$inferInsert;

export interface WrittenActivity {
  id: number;
  entry: TimelineEntry;
  rooms: string[];
}

export const contactRoom = (contactId: number) => `contacts/${contactId}`;
export const accountRoom = (accountId: number) => `accounts/${accountId}`;

/** The rooms that show an activity of this contact: the contact's and its account's. */
export async function roomsOfContact(db: Executor, tenantId: number, contactId: number | null | undefined): Promise<string[]> {
  if (contactId == null) return [];
  const [row] = await db
    .select({ accountId: contacts.accountId })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.tenantId, tenantId)));
  return row ? roomsOf(contactId, row.accountId) : [];
}

const roomsOf = (contactId: number, accountId: number | null) => (accountId == null ? [contactRoom(contactId)] : [contactRoom(contactId), accountRoom(accountId)]);

/**
 * Rules that follow every written activity (the playbook exit conditions). A hook runs in the writer's
 * executor (its transaction, when there is one) and must isolate its own writes in a savepoint
 * (`db.transaction`), so that a failing hook never undoes the activity; its errors are logged.
 */
export type ActivityHook = (db: Executor, row: typeof activities.$inferSelect) => Promise<void>;
const activityHooks = new Set<ActivityHook>();

/** Registers a hook on every activity written; returns its removal. */
export function onActivityWritten(hook: ActivityHook): () => void {
  activityHooks.add(hook);
  return () => activityHooks.delete(hook);
}

/**
 * Writes one activity to the one log and returns its timeline entry, without announcing it: inside a
 * transaction, call publishActivity after the commit.
 */
export async function insertActivity(db: Executor, row: NewActivity): Promise<WrittenActivity> {
  const [inserted] = await db.insert(activities).values(row).returning();
  if (!inserted) throw new Error('activity not written');
  for (const hook of activityHooks) await hook(db, inserted).catch((error: unknown) => console.warn('[activity hook]', error instanceof Error ? error.message : error));
  const [user] =
    inserted.userId == null
      ? []
      : await db
          .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
          .from(users)
          .where(and(eq(users.id, inserted.userId), eq(users.tenantId, inserted.tenantId)));
  // One read of the contact: its name for the entry, its account for the rooms.
  const [contact] =
    inserted.contactId == null
      ? []
      : await db
          .select({ name: sql<string>`trim(${contacts.firstName} || ' ' || ${contacts.lastName})`, accountId: contacts.accountId })
          .from(contacts)
          .where(and(eq(contacts.id, inserted.contactId), eq(contacts.tenantId, inserted.tenantId)));
  const rooms = contact && inserted.contactId != null ? roomsOf(inserted.contactId, contact.accountId) : [];
  // An event about an account without a contact (an opportunity of the account) reaches the account's timeline.
  const accountId = inserted.data.accountId;
  if (typeof accountId === 'number' && !rooms.includes(accountRoom(accountId))) rooms.push(accountRoom(accountId));
  return { id: inserted.id, entry: toTimelineEntry(inserted, user?.name ?? null, false, contact?.name ?? null), rooms };
}

export function publishActivity(timeline: TimelinePush | null | undefined, written: WrittenActivity) {
  if (timeline && written.rooms.length) timeline.entry(written.rooms, written.entry);
}

/**
 * Every area writes its calls, emails, SMS, notes, task outcomes and contact events here: one row in
 * `activities`, announced at once to the open timelines of its contact and account.
 */
export async function recordActivity(db: Executor, timeline: TimelinePush | null | undefined, row: NewActivity): Promise<WrittenActivity> {
  const written = await insertActivity(db, row);
  publishActivity(timeline, written);
  return written;
}
