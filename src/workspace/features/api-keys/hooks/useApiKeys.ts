import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { apiKeysKeys } from '../apiKeysKeys';

/** Spec 3 /settings/integrations/apikey: the tenant's API keys; creating one answers its key once, deleting revokes it. */
export function useApiKeys() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: apiKeysKeys.list });
  return {
    keys: useQuery({ queryKey: apiKeysKeys.list, queryFn: async () => (await api.call('listApiKeys', {})).apiKeys }),
    create: useMutation({ mutationFn: (body: ApiKeyBody) => api.call('createApiKey', { body }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (keyId: number) => api.call('deleteApiKey', { params: { keyId } }), onSuccess: refresh }),
  };
}
