import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { QueueReadiness } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { sessionState } from '@/src/workspace/session/state';
import { acdKeys } from '../acdKeys';
import { useAcdQueues } from './useAcdQueues';

/**
 * The agent's own choice for queue calls (ready or on break), for members of at least one queue.
 * The switch shows the new choice at once and goes back when the server refuses it.
 */
export function useQueueReadiness() {
  const session = useAtomValue(sessionState);
  const client = useQueryClient();
  const queues = useAcdQueues();
  const member = Boolean(session && queues.data?.queues.some((q) => q.memberIds.includes(session.userId)));
  const query = useQuery({ queryKey: acdKeys.readiness, queryFn: () => api.call('queueReadiness', {}), enabled: member });
  const mutation = useMutation({
    mutationFn: (status: QueueReadiness) => api.call('setQueueReadiness', { body: { status } }),
    onMutate: async (status) => {
      await client.cancelQueries({ queryKey: acdKeys.readiness });
      const before = client.getQueryData<{ status: QueueReadiness }>(acdKeys.readiness);
      client.setQueryData(acdKeys.readiness, { status });
      return { before };
    },
    onError: (_error, _status, context) => client.setQueryData(acdKeys.readiness, context?.before),
    onSuccess: (reply) => client.setQueryData(acdKeys.readiness, reply),
  });
  return { member, status: query.data?.status ?? null, loading: query.isLoading, set: mutation.mutate, saving: mutation.isPending, failed: mutation.isError };
}
