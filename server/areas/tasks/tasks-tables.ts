import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { contacts } from '../contacts/contacts-tables';
import { tenantIdColumn, tenants, userIdColumn } from '../../db/tenancy-tables';

/** Tasks (spec 1 section 3). Completion outcomes go to the activity log, not here. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    ownerId: userIdColumn('owner_id'),
    /** The other users the task is shared with. */
    userIds: integer('user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    taskType: text('task_type', { enum: ['CALL', 'CALLBACK', 'EMAIL', 'SMS', 'DEMO', 'MEETING', 'OTHER'] }).notNull(),
    priority: smallint('priority').notNull().default(1),
    subject: text('subject').notNull(),
    description: text('description').notNull().default(''),
    isDone: boolean('is_done').notNull().default(false),
    /** The due day (null: no due date) and time of day HH:mm:00 in the user's zone. */
    activityDate: date('activity_date', { mode: 'string' }),
    time: text('time'),
    timezoneOffset: integer('timezone_offset').notNull().default(0),
    projectName: text('project_name'),
    externalId: text('external_id'),
    /** Custom fields as JSON text. */
    otherFields: text('other_fields'),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    associatedEntityType: smallint('associated_entity_type').notNull().default(-1),
    associatedEntityId: integer('associated_entity_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tasks_owner_day_idx').on(t.tenantId, t.ownerId, t.activityDate), index('tasks_contact_idx').on(t.tenantId, t.contactId), index('tasks_external_idx').on(t.tenantId, t.externalId)],
);

/** Tenant task settings (spec 3): stored fields merged over the defaults. */
export interface TenantTaskSettings {
  setDueDateToCurrentDateOnTaskCompletion?: boolean;
  /** null: the overdue group is unbounded. */
  overdueLimit?: { value: number; unit: 'days' | 'weeks' | 'months' } | null;
}

export const tenantTaskSettings = pgTable('task_settings', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  settings: jsonb('settings').$type<TenantTaskSettings>().notNull(),
});
