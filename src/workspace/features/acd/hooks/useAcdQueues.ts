import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { acdKeys } from '../acdKeys';

/** The tenant's inbound queues (spec 3 "ACD: list v2", refreshed every 15 minutes like the users map). */
export function useAcdQueues() {
  return useQuery({ queryKey: acdKeys.queues, queryFn: () => api.call('acdQueues', {}), staleTime: 900_000 });
}

/** The name of the queue that put a call through, once the list is loaded. */
export function useQueueName(queueId: number | null | undefined): string | null {
  const { data } = useAcdQueues();
  if (!queueId) return null;
  return data?.queues.find((q) => q.id === queueId)?.name ?? null;
}
