import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { tenantIdColumn, users } from '../../db/tenancy-tables';

/**
 * A tenant's connection to its CRM org. adminSync (the default): one row with no user, the
 * administrator's connection used for everyone; userSync (later): one row per user. Tokens are
 * stored encrypted with a key derived from SECRET (crm-secret.ts).
 */
export const crmConnections = pgTable(
  'crm_connections',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    /** null: the tenant's adminSync connection. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['salesforce'] }).notNull(),
    orgId: text('org_id').notNull(),
    crmUserId: text('crm_user_id').notNull(),
    instanceUrl: text('instance_url').notNull(),
    refreshToken: text('refresh_token').notNull(),
    accessToken: text('access_token'),
    state: text('state', { enum: ['connected', 'reconnect_needed'] })
      .notNull()
      .default('connected'),
    lastError: text('last_error'),
    connectedBy: integer('connected_by').references(() => users.id, { onDelete: 'set null' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** Per CRM object, where the next incremental sync starts (ISO times: changed at or after, deleted after). */
    syncCursors: jsonb('sync_cursors').$type<Record<string, { updated: string; deleted: string }>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('crm_connections_tenant_admin_idx')
      .on(t.tenantId)
      .where(sql`${t.userId} is null`),
    uniqueIndex('crm_connections_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);

/** One connect attempt between the authorize address and its callback: the state names it, the PKCE verifier waits here (encrypted). */
export const crmOAuthAttempts = pgTable(
  'crm_oauth_attempts',
  {
    state: text('state').primaryKey(),
    tenantId: tenantIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('crm_oauth_attempts_tenant_idx').on(t.tenantId)],
);

/**
 * Writes waiting for the CRM, one row per activity (a saved call, an email, an SMS): the row is
 * written with the activity, the outbox job sends it. The CRM record carries the row's key in an
 * external id field, so a send repeated after a stop updates the same record: exactly once.
 */
export const crmOutbox = pgTable(
  'crm_outbox',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    /** What the row is for, unique in the tenant ('call:<call id>'): enqueueing twice is one row. */
    sourceKey: text('source_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    crmId: text('crm_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crm_outbox_source_idx').on(t.tenantId, t.sourceKey),
    index('crm_outbox_pending_idx')
      .on(t.tenantId, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
