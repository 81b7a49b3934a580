import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../accounts/accounts-tables';
import { tenantIdColumn, users } from '../../db/tenancy-tables';

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    ownerId: integer('owner_id').references(() => users.id),
    accountId: integer('account_id').references(() => accounts.id),
    isLead: boolean('is_lead').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name'),
    title: text('title'),
    mailingCity: text('mailing_city'),
    timezone: text('timezone'),
    isCallOptOut: boolean('is_call_opt_out').notNull().default(false),
    isEmailOptOut: boolean('is_email_opt_out').notNull().default(false),
    // CRM core (#4).
    leadStatusId: integer('lead_status_id'),
    leadSource: text('lead_source'),
    location: jsonb('location').$type<{ latitude: number; longitude: number }>(),
    otherFields: jsonb('other_fields')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    /** The CSV import that created the contact (its list step adds them by it). */
    importId: integer('import_id'),
    /** The list's sort key and prefix: last name then first name, lower case. */
    sortName: text('sort_name').generatedAlwaysAs(sql`lower(ltrim(trim(last_name) || ' ' || trim(first_name)))`),
    /** What the top search matches by trigram: names and company. */
    searchName: text('search_name').generatedAlwaysAs(sql`lower(trim(first_name) || ' ' || trim(last_name) || ' ' || coalesce(company_name, ''))`),
    createdAt: createdAt(),
  },
  (t) => [
    index('contacts_tenant_name_idx').on(t.tenantId, t.lastName, t.firstName),
    index('contacts_tenant_sort_idx').on(t.tenantId, sql`${t.sortName} collate "C"`, t.id),
    // GiST (not GIN): the top search asks for the 100 nearest by word similarity (KNN), not for every match.
    index('contacts_search_trgm_idx').using('gist', t.tenantId, sql`${t.searchName} gist_trgm_ops(siglen=128)`),
    uniqueIndex('contacts_tenant_external_idx').on(t.tenantId, t.externalId),
    index('contacts_import_idx')
      .on(t.importId)
      .where(sql`${t.importId} is not null`),
  ],
);

export const contactPhones = pgTable(
  'contact_phones',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    type: text('type').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** The number's digits only, for search ('555 0123' finds '+1 201 555 0123'). */
    digits: text('digits').generatedAlwaysAs(sql`regexp_replace(number, '[^0-9]', '', 'g')`),
  },
  (t) => [
    index('contact_phones_number_idx').on(t.tenantId, t.number),
    index('contact_phones_contact_idx').on(t.contactId),
    index('contact_phones_digits_trgm_idx').using('gin', t.tenantId, t.digits.op('gin_trgm_ops')),
  ],
);

export const contactEmails = pgTable(
  'contact_emails',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    type: text('type').notNull().default('work'),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [index('contact_emails_contact_idx').on(t.contactId), index('contact_emails_address_trgm_idx').using('gin', t.tenantId, sql`lower(${t.address}) gin_trgm_ops`)],
);

export const leadStatuses = pgTable(
  'lead_statuses',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('lead_statuses_tenant_idx').on(t.tenantId, t.order)],
);

export const contactSocialApps = pgTable(
  'contact_social_apps',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    appName: text('app_name', { enum: ['FACEBOOK', 'TWITTER', 'LINKEDIN'] }).notNull(),
    appUrl: text('app_url').notNull(),
  },
  (t) => [uniqueIndex('contact_social_apps_contact_app_idx').on(t.contactId, t.appName), index('contact_social_apps_tenant_idx').on(t.tenantId)],
);
