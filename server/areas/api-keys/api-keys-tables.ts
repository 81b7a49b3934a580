import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { API_KEY_RIGHTS } from '@/src/domain/api-keys/api-key-rules';
import { createdAt } from '../../db/columns';
import { tenantIdColumn, users } from '../../db/tenancy-tables';

/**
 * API keys (issue 37): only the key's SHA-256 is kept; the key itself is shown once, at creation. A
 * deleted key is revoked, not removed, so the record of who made it and when it was last used stays.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    /** The administrator who created it; the key acts as them. */
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    description: text('description').notNull(),
    rights: text('rights', { enum: API_KEY_RIGHTS }).notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, shown in the list to tell keys apart (not enough to guess it). */
    hint: text('hint').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_tenant_idx').on(t.tenantId, t.revokedAt)],
);
