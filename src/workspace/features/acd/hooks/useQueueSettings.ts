import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { saveAcdQueueBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { acdKeys } from '../acdKeys';

export type QueueInput = z.input<typeof saveAcdQueueBody>;

/** The tenant's named schedules a queue can follow. */
export const useTenantSchedules = () => useQuery({ queryKey: acdKeys.schedules, queryFn: async () => (await api.call('tenantSchedules', {})).schedules });

/** Creates (no id) or saves a queue; the queues list reloads either way. */
export function useSaveQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: QueueInput }) => (id === null ? api.call('createAcdQueue', { body }) : api.call('saveAcdQueue', { params: { queueId: id }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: acdKeys.queues }),
  });
}

export function useDeleteQueue() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (queueId: number) => api.call('deleteAcdQueue', { params: { queueId } }), onSettled: () => queryClient.invalidateQueries({ queryKey: acdKeys.queues }) });
}
