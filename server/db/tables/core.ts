import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export interface TenantSettings {
  maxSessionsPerUser: number;
  sessionIdleMinutes: number;
  connectTimeSeconds: number;
  /** Daily targets per metric; warning and error are fractions of the target. */
  metricTargets: Record<string, { target: number; warning: number; error: number }>;
  /** IANA zone in which list filter dates are read (default 'America/New_York'). */
  timeZone?: string;
  /** Connect score (spec 2: list contact columns Connect Score (30 days) and Last Connect); off unless set. */
  connectScore?: { enabled: boolean };
  /** Power dialer (#8): calling-hours guard (default on) and the settings flag powerDialerSettingsEnabled (default true). */
  powerDialer?: { callingHoursGuard?: boolean; settingsEnabled?: boolean };
}

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  settings: jsonb('settings').$type<TenantSettings>().notNull(),
  createdAt: createdAt(),
});

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    name: text('name').notNull(),
  },
  (t) => [index('teams_tenant_idx').on(t.tenantId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    teamId: integer('team_id').references(() => teams.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['admin', 'manager', 'rep'] }).notNull(),
    capList: jsonb('cap_list').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    mfaMethod: text('mfa_method', { enum: ['app', 'email'] }),
    mfaSecret: text('mfa_secret'),
    presence: text('presence', { enum: ['available', 'away', 'busy', 'offline'] }).notNull().default('offline'),
    connectionType: text('connection_type', { enum: ['soft', 'pstn'] }).notNull().default('soft'),
    provisioningId: text('provisioning_id').notNull(),
    createdAt: createdAt(),
  },
  // Sign-in is by email alone, so an email names one user across tenants.
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`), index('users_tenant_idx').on(t.tenantId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    userId: integer('user_id').notNull().references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: ['logged_out', 'expired', 'logout'] }),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId, t.endedAt)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.at)],
);

export const mfaChallenges = pgTable('mfa_challenges', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  userId: integer('user_id').notNull().references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  method: text('method', { enum: ['app', 'email'] }).notNull(),
  codeHash: text('code_hash'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const userSettings = pgTable(
  'user_settings',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    userId: integer('user_id').notNull().references(() => users.id),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
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
  (t) => [
    index('accounts_tenant_idx').on(t.tenantId),
    index('accounts_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
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
    otherFields: jsonb('other_fields').$type<Record<string, string | number | boolean | null>>().notNull().default(sql`'{}'::jsonb`),
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    /** The list's sort key and prefix: last name then first name, lower case. */
    sortName: text('sort_name').generatedAlwaysAs(sql`lower(ltrim(trim(last_name) || ' ' || trim(first_name)))`),
    /** What the top search matches by trigram: names and company. */
    searchName: text('search_name').generatedAlwaysAs(
      sql`lower(trim(first_name) || ' ' || trim(last_name) || ' ' || coalesce(company_name, ''))`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('contacts_tenant_name_idx').on(t.tenantId, t.lastName, t.firstName),
    index('contacts_tenant_sort_idx').on(t.tenantId, sql`${t.sortName} collate "C"`, t.id),
    // GiST (not GIN): the top search asks for the 100 nearest by word similarity (KNN), not for every match.
    index('contacts_search_trgm_idx').using('gist', t.tenantId, sql`${t.searchName} gist_trgm_ops(siglen=128)`),
    uniqueIndex('contacts_tenant_external_idx').on(t.tenantId, t.externalId),
  ],
);

export const contactPhones = pgTable(
  'contact_phones',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
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
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    type: text('type').notNull().default('work'),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    index('contact_emails_contact_idx').on(t.contactId),
    index('contact_emails_address_trgm_idx').using('gin', t.tenantId, sql`lower(${t.address}) gin_trgm_ops`),
  ],
);

/**
 * The one activity log: every call, email, SMS, note, task outcome and contact event, written once
 * as it happens. Timeline, dashboard gauges and reports all read from here.
 */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    userId: integer('user_id').references(() => users.id),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    kind: text('kind', {
      enum: ['call', 'email', 'sms', 'note', 'task', 'demo', 'meeting', 'other', 'contact_event'],
    }).notNull(),
    direction: text('direction', { enum: ['in', 'out'] }),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('activities_user_time_idx').on(t.tenantId, t.userId, t.occurredAt),
    index('activities_contact_time_idx').on(t.tenantId, t.contactId, t.occurredAt),
  ],
);
