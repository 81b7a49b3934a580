import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { tenantIdColumn, users } from '../../db/tenancy-tables';

/**
 * The tenant's telephone numbers on the carrier (spec 3 settings/numbers/assign). A number reaches
 * one tenant, so it is unique across tenants. A user's numbers are the rows with their `userId`
 * (users are only marked deleted, so a deleted user's number reads 'Deleted user. Reassign.'); a
 * queue's number is the queue's own `phone_number` (what the ACD answers on), and `queueId` keeps the
 * queue it was last given to, so one deleted since reads 'Deleted queue. Reassign.'.
 */
export const tenantPhoneNumbers = pgTable(
  'tenant_phone_numbers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    /** E.164. */
    phoneNumber: text('phone_number').notNull(),
    /** ISO 3166 alpha-2, when the number is of a known country. */
    country: text('country'),
    countryCode: text('country_code').notNull(),
    /** The state or region the carrier gives for it, if any. */
    state: text('state'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    queueId: integer('queue_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tenant_phone_numbers_number_idx').on(t.phoneNumber), index('tenant_phone_numbers_tenant_idx').on(t.tenantId, t.userId)],
);
