import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import type { WeekSchedule } from '../../src/contract/entities/schedules';
import type { ConnectionSettings } from '../../src/domain/reports/connect-rule';

export interface TenantSettings {
  maxSessionsPerUser: number;
  sessionIdleMinutes: number;
  /** The connect time a tenant had before its connection settings (read when `connection.connectTime` is absent). */
  connectTimeSeconds: number;
  /** Spec 3 connection service: what makes a call a connect (src/domain/reports/connect-rule.ts). */
  connection?: Partial<ConnectionSettings>;
  /** Each gauge's daily thresholds (error <= warning <= target; talk time in minutes), scaled to a week, a month or a team by the metrics service. */
  metricTargets: Record<string, { target: number; warning: number; error: number }>;
  /** IANA zone in which list filter dates are read (default 'America/New_York'). */
  timeZone?: string;
  /** Connect score (spec 2: list contact columns Connect Score (30 days) and Last Connect); off unless set. */
  connectScore?: { enabled: boolean };
  /** Spec 3 schedules: name to week (days 1-7, intervals in ms from midnight in timeZone); playbook steps name one. */
  schedules?: Record<string, WeekSchedule>;
  /** Power dialer (#8): calling-hours guard (default on) and the settings flag powerDialerSettingsEnabled (default true). */
  powerDialer?: { callingHoursGuard?: boolean; settingsEnabled?: boolean };
  /** Spec 3 section 6: the number of users is limited (living users; default DEFAULT_MAX_USERS). */
  maxUsers?: number;
  /** Where the tenant is hosted (default us): in Europe restricted numbers are refused (spec 3 section 5). */
  region?: 'us' | 'europe';
}

export const tenants = pgTable('tenants', { id: serial('id').primaryKey(), name: text('name').notNull(), settings: jsonb('settings').$type<TenantSettings>().notNull(), createdAt: createdAt() });

export const teams = pgTable('teams', { id: serial('id').primaryKey(), tenantId: tenantIdColumn(), name: text('name').notNull() }, (t) => [index('teams_tenant_idx').on(t.tenantId)]);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    teamId: integer('team_id').references(() => teams.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['admin', 'manager', 'rep'] }).notNull(),
    capList: jsonb('cap_list')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    mfaMethod: text('mfa_method', { enum: ['app', 'email'] }),
    mfaSecret: text('mfa_secret'),
    presence: text('presence', { enum: ['available', 'away', 'busy', 'offline'] })
      .notNull()
      .default('offline'),
    connectionType: text('connection_type', { enum: ['soft', 'pstn'] })
      .notNull()
      .default('soft'),
    provisioningId: text('provisioning_id').notNull(),
    createdAt: createdAt(),
    /** Deleted by an admin (spec 3 users screen): kept for the history that names them, never signs in, gone from pickers. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // Sign-in is by email alone, so an email names one living user across tenants; a deleted user frees theirs.
  (t) => [
    uniqueIndex('users_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_tenant_idx').on(t.tenantId),
  ],
);

export const userSettings = pgTable('user_settings', { tenantId: tenantIdColumn(), userId: userIdColumn(), key: text('key').notNull(), value: jsonb('value').notNull() }, (t) => [
  primaryKey({ columns: [t.userId, t.key] }),
]);

/** The tenant a row belongs to: every area's tables carry it, and every query filters by it. */
export function tenantIdColumn() {
  return integer('tenant_id')
    .notNull()
    .references(() => tenants.id);
}

/** A user a row belongs to (its owner, by default `user_id`). */
export function userIdColumn(name: 'user_id' | 'owner_id' = 'user_id') {
  return integer(name)
    .notNull()
    .references(() => users.id);
}
