import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiKey, ApiKeyBody } from '@/src/contract';
import { API_KEY_PREFIX, apiKeyCapabilities } from '@/src/domain/api-keys/api-key-rules';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { apiKeys, users } from '../../db/schema';
import { notFound, unauthenticated } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';
import { hashToken } from '../session/tokens';

/** A key: the prefix and 32 random bytes (256 bits), base64url. */
const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
const HINT_LENGTH = API_KEY_PREFIX.length + 4;

// lastUsedAt is written at most this often, as a session's lastSeenAt: a script's every call is not a write.
const TOUCH_INTERVAL_MS = 30_000;

/** The tenant's API keys (issue 37): created, listed and revoked by its administrators; authenticated on every call that carries one. */
export function createApiKeyService(db: Db, clock: Clock) {
  const listed = {
    id: apiKeys.id,
    description: apiKeys.description,
    rights: apiKeys.rights,
    hint: apiKeys.hint,
    createdAt: apiKeys.createdAt,
    lastUsedAt: apiKeys.lastUsedAt,
    creatorId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
  };
  type Row = Pick<typeof apiKeys.$inferSelect, 'id' | 'description' | 'rights' | 'hint' | 'createdAt' | 'lastUsedAt'> & { creatorId: number; firstName: string; lastName: string };
  const toApiKey = (row: Row): ApiKey => ({
    id: row.id,
    description: row.description,
    rights: row.rights,
    hint: row.hint,
    creator: { id: row.creatorId, name: `${row.firstName} ${row.lastName}`.trim() },
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  });

  return {
    /** The keys not revoked, newest first. */
    async list(auth: AuthContext): Promise<ApiKey[]> {
      const rows = await db
        .select(listed)
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.creatorId))
        .where(and(eq(apiKeys.tenantId, auth.tenantId), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
      return rows.map(toApiKey);
    },

    /** Stores the key's hash only; the key itself is in this answer and nowhere else. */
    async create(auth: AuthContext, body: ApiKeyBody): Promise<{ apiKey: ApiKey; key: string }> {
      const key = newApiKey();
      const [row] = await db
        .insert(apiKeys)
        .values({
          tenantId: auth.tenantId,
          creatorId: auth.userId,
          description: body.description,
          rights: body.rights,
          keyHash: hashToken(key),
          hint: key.slice(0, HINT_LENGTH),
          createdAt: clock.now(),
        })
        .returning({ id: apiKeys.id });
      if (!row) throw new Error('API key not stored');
      const [created] = await db.select(listed).from(apiKeys).innerJoin(users, eq(users.id, apiKeys.creatorId)).where(eq(apiKeys.id, row.id));
      return { apiKey: toApiKey(created!), key };
    },

    /** Revokes the key: from now on it answers 401. Another tenant's key, or one already revoked, is not found. */
    async revoke(auth: AuthContext, keyId: number): Promise<void> {
      const revoked = await db
        .update(apiKeys)
        .set({ revokedAt: clock.now() })
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.tenantId, auth.tenantId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      if (revoked.length === 0) throw notFound('API key');
    },

    /**
     * The caller behind a key: its creator, in the key's tenant, with the creator's present
     * capabilities as the key's rights allow (apiKeyCapabilities). Unknown, revoked, or a creator who
     * can no longer sign in: 401. Records the use. null when no key has this hash (a session token
     * may, once in 16 million, begin like a key: the caller then tries it as one).
     */
    async authenticate(key: string): Promise<AuthContext | null> {
      const [row] = await db
        .select({
          id: apiKeys.id,
          tenantId: apiKeys.tenantId,
          userId: apiKeys.creatorId,
          rights: apiKeys.rights,
          lastUsedAt: apiKeys.lastUsedAt,
          revokedAt: apiKeys.revokedAt,
          capList: users.capList,
          active: users.active,
          deletedAt: users.deletedAt,
        })
        .from(apiKeys)
        .innerJoin(users, and(eq(users.id, apiKeys.creatorId), eq(users.tenantId, apiKeys.tenantId)))
        .where(eq(apiKeys.keyHash, hashToken(key)));
      if (!row) return null;
      if (row.revokedAt) throw unauthenticated('revoked');
      if (!row.active || row.deletedAt) throw unauthenticated('unauthenticated');
      const now = clock.now();
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
      }
      return { sessionId: 0, tenantId: row.tenantId, userId: row.userId, capList: apiKeyCapabilities(row.capList, row.rights), token: key, apiKey: { id: row.id, rights: row.rights } };
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
