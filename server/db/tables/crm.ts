import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LayoutField } from '../../../src/contract/entities/crm';
import { accounts, contacts, tenants, users } from './core';

/*
 * CRM core (#4): lead statuses, opportunities and their stages, field layouts, social apps and the
 * timeline ACL. Contacts, accounts, phones and emails live in core.ts (the seed creates them).
 */

export const leadStatuses = pgTable(
  'lead_statuses',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('lead_statuses_tenant_idx').on(t.tenantId, t.order)],
);

export const opportunityStages = pgTable(
  'opportunity_stages',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
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
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
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
  (t) => [
    index('opportunities_tenant_account_idx').on(t.tenantId, t.accountId),
    index('opportunities_tenant_contact_idx').on(t.tenantId, t.contactId),
  ],
);

/** One layout document per tenant and entity (contact, lead, task, account, opportunity). */
export const fieldLayouts = pgTable(
  'field_layouts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    entity: text('entity', { enum: ['contact', 'lead', 'task', 'account', 'opportunity'] }).notNull(),
    fields: jsonb('fields').$type<LayoutField[]>().notNull(),
  },
  (t) => [uniqueIndex('field_layouts_tenant_entity_idx').on(t.tenantId, t.entity)],
);

export const contactSocialApps = pgTable(
  'contact_social_apps',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    appName: text('app_name', { enum: ['FACEBOOK', 'TWITTER', 'LINKEDIN'] }).notNull(),
    appUrl: text('app_url').notNull(),
  },
  (t) => [uniqueIndex('contact_social_apps_contact_app_idx').on(t.contactId, t.appName), index('contact_social_apps_tenant_idx').on(t.tenantId)],
);

/**
 * Timeline ACL (spec 1 section 6): a row with userId null is the tenant's default, a row with a
 * userId overrides it for that user. No row: everyone sees everything and may delete.
 */
export const timelineAcl = pgTable(
  'timeline_acl',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    userId: integer('user_id').references(() => users.id),
    restrictOwnActivityHistory: boolean('restrict_own_activity_history').notNull().default(false),
    canDeleteTimelineEntry: boolean('can_delete_timeline_entry').notNull().default(true),
  },
  (t) => [uniqueIndex('timeline_acl_tenant_user_idx').on(t.tenantId, t.userId)],
);
