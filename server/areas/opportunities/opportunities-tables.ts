import { boolean, date, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts-tables';
import { contacts } from '../contacts/contacts-tables';
import { tenantIdColumn } from '../../db/tenancy-tables';

export const opportunityStages = pgTable(
  'opportunity_stages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    isWon: boolean('is_won').notNull().default(false),
    order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('opportunity_stages_tenant_idx').on(t.tenantId, t.order)],
);

export const opportunities = pgTable(
  'opportunities',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    externalId: text('external_id'),
    closeDate: date('close_date', { mode: 'string' }),
    amount: doublePrecision('amount'),
    stageId: integer('stage_id').references(() => opportunityStages.id),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** Custom fields as JSON text (spec: parsed on fetch, null when unparseable). */
    otherFields: text('other_fields'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('opportunities_tenant_account_idx').on(t.tenantId, t.accountId), index('opportunities_tenant_contact_idx').on(t.tenantId, t.contactId)],
);
