import type { apiKeysRoutes } from '@/src/contract/routes/api-keys';
import type { AreaHandlers } from '../../http/handlers';
import type { ApiKeyService } from './api-key-service';

export function apiKeysHandlers(deps: { apiKeys: ApiKeyService }): AreaHandlers<typeof apiKeysRoutes> {
  return {
    listApiKeys: async ({ auth }) => ({ apiKeys: await deps.apiKeys.list(auth) }),
    createApiKey: ({ auth, body }) => deps.apiKeys.create(auth, body),
    deleteApiKey: async ({ auth, params }) => {
      await deps.apiKeys.revoke(auth, params.keyId);
      return { deleted: true as const };
    },
  };
}
