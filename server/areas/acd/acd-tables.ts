import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { tenantIdColumn, users } from '../../db/tenancy-tables';

/** Inbound ACD queues. A number reaches one queue of one tenant, so it is unique across tenants. */
export const acdQueues = pgTable(
  'acd_queues',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    /** The number the queue answers on; null once it was unassigned (spec 3 numbers): the queue then gets no calls. */
    phoneNumber: text('phone_number'),
    /** A tenant schedule by name; null: always open. */
    scheduleName: text('schedule_name'),
    scheduleMediaId: integer('schedule_media_id'),
    holdMediaId: integer('hold_media_id'),
    ringSeconds: integer('ring_seconds').notNull().default(20),
    wrapUpSeconds: integer('wrap_up_seconds').notNull().default(10),
    enableRecording: boolean('enable_recording').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('acd_queues_number_idx').on(t.phoneNumber), index('acd_queues_tenant_idx').on(t.tenantId)],
);

export const acdQueueMembers = pgTable(
  'acd_queue_members',
  {
    tenantId: tenantIdColumn(),
    queueId: integer('queue_id')
      .notNull()
      .references(() => acdQueues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.queueId, t.userId] }), index('acd_queue_members_user_idx').on(t.tenantId, t.userId)],
);
