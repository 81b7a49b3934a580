import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { acdKeys } from '../acdKeys';

/** Spec 3 section 9: the queue monitor refreshes every 5 s. */
export const QUEUE_MONITOR_REFRESH_MS = 5000;

export function useQueueMonitor() {
  return useQuery({ queryKey: acdKeys.monitor, queryFn: () => api.call('queueMonitor', {}), refetchInterval: QUEUE_MONITOR_REFRESH_MS });
}

/** One queue's agents with their status, while the row is open. */
export function useQueueAgents(queueId: number | null) {
  return useQuery({
    queryKey: acdKeys.agents(queueId ?? 0),
    queryFn: () => api.call('queueAgents', { params: { queueId: queueId ?? 0 } }),
    enabled: queueId !== null,
    refetchInterval: QUEUE_MONITOR_REFRESH_MS,
  });
}
