import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Presence } from '@/src/contract';
import { api } from '../api';
import { sessionKeys } from '../sessionKeys';
import { sessionState } from '../state';
import { useUpdatesEvent } from './useUpdatesEvent';

/**
 * The user's presence (GET /session/status), the one status of a person: the header's set-status and the
 * phone's queue control both show it. A change made anywhere (another page, the other control, an API
 * client, a sign-in elsewhere) is pushed to the tenant and replaces the cached one, so every place follows live.
 */
export function usePresence() {
  const queryClient = useQueryClient();
  const userId = useAtomValue(sessionState)?.userId;
  useUpdatesEvent('presence', (event) => {
    if (event.userId === userId) queryClient.setQueryData(sessionKeys.presence, { presence: event.presence });
  });
  return useQuery({ queryKey: sessionKeys.presence, queryFn: () => api.call('getPresence', {}) });
}

type PresenceReply = { presence: Presence };

/** Sets it (PUT /session/status): every control shows the choice at once and goes back when the server refuses it. */
export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (presence: Presence) => api.call('setPresence', { body: { presence } }),
    onMutate: async (presence) => {
      await queryClient.cancelQueries({ queryKey: sessionKeys.presence });
      const before = queryClient.getQueryData<PresenceReply>(sessionKeys.presence);
      queryClient.setQueryData<PresenceReply>(sessionKeys.presence, { presence });
      return { before };
    },
    onError: (_error, _presence, context) => queryClient.setQueryData(sessionKeys.presence, context?.before),
    onSuccess: (reply) => queryClient.setQueryData(sessionKeys.presence, reply),
  });
}
