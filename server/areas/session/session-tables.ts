import { bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { tenantIdColumn, userIdColumn } from '../../db/tenancy-tables';

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
