import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contacts } from '../contacts/contacts-tables';
import { tenantIdColumn, userIdColumn } from '../../db/tenancy-tables';

/** A conversation between a user's number and a contact's number; a new one starts after a quiet day. */
export const smsThreads = pgTable(
  'sms_threads',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    userNumber: text('user_number').notNull(),
    contactNumber: text('contact_number').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_threads_user_idx').on(t.tenantId, t.userId, t.contactNumber, t.lastAt)],
);

export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => smsThreads.id),
    userId: userIdColumn(),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['SENDING', 'SENT', 'DELIVERED', 'FAILED', 'RECEIVED'] }).notNull(),
    reason: text('reason'),
    /** The carrier's id of the message. */
    carrierId: text('carrier_id'),
    /** Task context (PUT /tasks/sms/:id/context). */
    projectName: text('project_name'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_messages_thread_idx').on(t.threadId, t.at)],
);
