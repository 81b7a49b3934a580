import { bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { tenantIdColumn, userIdColumn, users } from '../../db/tenancy-tables';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: ['logged_out', 'expired', 'logout'] }),
    /** Login as user (spec 3 section 6): the admin behind this session, and their own session, which resumes when it ends. */
    impersonatorId: integer('impersonator_id').references(() => users.id),
    impersonatorSessionId: integer('impersonator_session_id'),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId, t.endedAt)],
);

export const loginFailures = pgTable(
  'login_failures',
  { id: bigserial('id', { mode: 'number' }).primaryKey(), email: text('email').notNull(), at: timestamp('at', { withTimezone: true }).notNull().defaultNow() },
  (t) => [index('login_failures_email_idx').on(t.email, t.at)],
);

export const mfaChallenges = pgTable('mfa_challenges', {
  id: serial('id').primaryKey(),
  tenantId: tenantIdColumn(),
  userId: userIdColumn(),
  tokenHash: text('token_hash').notNull().unique(),
  method: text('method', { enum: ['app', 'email'] }).notNull(),
  codeHash: text('code_hash'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Who logged in as whom and when (spec 3 "Login as user"): an audit trail that outlives the sessions. */
export const impersonationLog = pgTable(
  'impersonation_log',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    impersonatorId: integer('impersonator_id')
      .notNull()
      .references(() => users.id),
    userId: userIdColumn(),
    sessionId: integer('session_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('impersonation_log_tenant_idx').on(t.tenantId, t.startedAt)],
);
