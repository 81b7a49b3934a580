import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { tenantScheduleBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { acdKeys } from '../../acd/acdKeys';
import { useListMetadata } from '../../lists/hooks/useListMetadata';

export type ScheduleBody = z.output<typeof tenantScheduleBody>;

/**
 * The tenant's schedules, under the key the ACD queue form reads them by, so a schedule saved here is
 * offered there at once. A change also reloads the queues: a rename carries the queues along.
 */
export function useSchedules() {
  const queryClient = useQueryClient();
  const settled = () => Promise.all([queryClient.invalidateQueries({ queryKey: acdKeys.schedules }), queryClient.invalidateQueries({ queryKey: acdKeys.queues })]);
  return {
    list: useQuery({ queryKey: acdKeys.schedules, queryFn: async () => (await api.call('tenantSchedules', {})).schedules }),
    /** `original`: the name the schedule is saved under (null: a new schedule). */
    save: useMutation({
      mutationFn: ({ original, body }: { original: string | null; body: ScheduleBody }) =>
        original === null ? api.call('createTenantSchedule', { body }) : api.call('saveTenantSchedule', { params: { name: original }, body }),
      onSettled: settled,
    }),
    remove: useMutation({ mutationFn: (name: string) => api.call('deleteTenantSchedule', { params: { name } }), onSettled: settled }),
  };
}

/** The tenant's time zone, in which every schedule's hours are read (the schedules carry none of their own). */
export const useTenantTimeZone = (): string | null => useListMetadata().data?.timeZone ?? null;
