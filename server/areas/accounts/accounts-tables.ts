import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { tenantIdColumn, users } from '../../db/tenancy-tables';

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    /** The account's owner (lists: playOwnerAccountsOnly, accountOwnerId). */
    ownerId: integer('owner_id').references(() => users.id),
    city: text('city'),
    country: text('country'),
    // CRM core (#4): shipping address (city/country above are its city and country) and custom fields.
    shippingStreet: text('shipping_street'),
    shippingState: text('shipping_state'),
    shippingPostalCode: text('shipping_postal_code'),
    /** Custom fields as JSON text (spec: parsed on fetch, null when unparseable). */
    otherFields: text('other_fields'),
    createdAt: createdAt(),
  },
  (t) => [index('accounts_tenant_idx').on(t.tenantId), index('accounts_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`)],
);
