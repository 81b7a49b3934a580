import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contacts } from '../areas/contacts/contacts-tables';
import { tenantIdColumn, users } from '../db/tenancy-tables';

/**
 * The one activity log: every call, email, SMS, note, task outcome and contact event, written once
 * as it happens. Timeline, dashboard gauges and reports all read from here.
 */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantIdColumn(),
    userId: integer('user_id').references(() => users.id),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['call', 'email', 'sms', 'note', 'task', 'demo', 'meeting', 'other', 'contact_event', 'queue'] }).notNull(),
    direction: text('direction', { enum: ['in', 'out'] }),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('activities_user_time_idx').on(t.tenantId, t.userId, t.occurredAt),
    index('activities_contact_time_idx').on(t.tenantId, t.contactId, t.occurredAt),
    // Reports over a date range read every user's activities of those days (a log fills in time order, so the days are together).
    index('activities_tenant_time_idx').on(t.tenantId, t.occurredAt),
    // The ACD reports and the abandoned calls export walk a tenant's queue entries in time order.
    index('activities_queue_time_idx')
      .on(t.tenantId, t.occurredAt, t.id)
      .where(sql`${t.kind} = 'queue'`),
    // A queue entry by the agent's call it became (the archive's queue name).
    index('activities_queue_call_idx')
      .on(t.tenantId, sql`(${t.data}->>'agentCallId')`)
      .where(sql`${t.kind} = 'queue'`),
  ],
);
