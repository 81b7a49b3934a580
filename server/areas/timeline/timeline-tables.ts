import { boolean, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantIdColumn, users } from '../../db/tenancy-tables';

/**
 * Timeline ACL (spec 1 section 6): a row with userId null is the tenant's default, a row with a
 * userId overrides it for that user. No row: everyone sees everything and may delete.
 */
export const timelineAcl = pgTable(
  'timeline_acl',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    userId: integer('user_id').references(() => users.id),
    restrictOwnActivityHistory: boolean('restrict_own_activity_history').notNull().default(false),
    canDeleteTimelineEntry: boolean('can_delete_timeline_entry').notNull().default(true),
  },
  (t) => [uniqueIndex('timeline_acl_tenant_user_idx').on(t.tenantId, t.userId)],
);
