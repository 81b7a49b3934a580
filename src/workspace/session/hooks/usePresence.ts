import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Presence } from '@/src/contract';
import { api } from '../api';
import { sessionKeys } from '../sessionKeys';

/** The user's presence (GET /session/status). */
export const usePresence = () => useQuery({ queryKey: sessionKeys.presence, queryFn: () => api.call('getPresence', {}) });

/** Sets it (PUT /session/status); the reply replaces the cached one. */
export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (presence: Presence) => api.call('setPresence', { body: { presence } }), onSuccess: (reply) => queryClient.setQueryData(sessionKeys.presence, reply) });
}
