import { z } from 'zod';
import { defineRoute } from '../route';
import { apiKey, apiKeyBody, createdApiKey } from '../entities/api-keys';

const admin = { auth: 'session', scope: 'settings.admin' } as const;

/**
 * Spec 3 "API keys: list, create (description), delete by key" (/settings/integrations/apikey):
 * administrators only, and never through an API key (a key cannot mint or revoke keys). A deleted key
 * is revoked: kept for the record, it answers 401 from then on.
 */
export const apiKeysRoutes = {
  listApiKeys: defineRoute({ method: 'GET', path: '/admin/api-keys', reply: z.object({ apiKeys: z.array(apiKey) }), ...admin }),
  createApiKey: defineRoute({ method: 'POST', path: '/admin/api-keys', body: apiKeyBody, reply: createdApiKey, retry: false, ...admin }),
  deleteApiKey: defineRoute({
    method: 'DELETE',
    path: '/admin/api-keys/:keyId',
    params: z.object({ keyId: z.coerce.number().int().positive() }),
    reply: z.object({ deleted: z.literal(true) }),
    ...admin,
  }),
};
