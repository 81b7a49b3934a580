import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantPhoneNumber } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { acdKeys } from '../../acd/acdKeys';
import { telephonyKeys } from '../../phone/telephonyKeys';

const numbersKey = ['settings', 'numbers'] as const;

/** Who a number goes to: a user or an ACD queue. */
export interface NumberHolder {
  type: 'user' | 'queue';
  id: number;
}

/**
 * The tenant's numbers (read fresh) and the administrator's changes to them; each change refreshes
 * the numbers, the colleagues' numbers and the queues, which it may have changed.
 */
export function useTenantNumbers() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: numbersKey, queryFn: async () => (await api.call('phoneNumbers', {})).numbers, staleTime: 0 });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: numbersKey });
    void queryClient.invalidateQueries({ queryKey: telephonyKeys.users });
    void queryClient.invalidateQueries({ queryKey: acdKeys.queues });
  };
  const assign = useMutation({
    mutationFn: ({ id, to }: { id: number; to: NumberHolder }) =>
      to.type === 'user' ? api.call('assignNumberToUser', { params: { id }, body: { userId: to.id } }) : api.call('assignNumberToQueue', { params: { id }, body: { queueId: to.id } }),
    onSettled: refresh,
  });
  const unassign = useMutation({
    mutationFn: ({ number, force }: { number: TenantPhoneNumber; force: boolean }) =>
      number.assignee?.type === 'ACD Queue'
        ? api.call('unassignNumberFromQueue', { params: { id: number.id } })
        : api.call('unassignNumberFromUser', { params: { id: number.id }, query: { force: force ? 'true' : 'false' } }),
    onSettled: refresh,
  });
  const chooseCallerId = useMutation({
    mutationFn: ({ userId, phoneNumber }: { userId: number; phoneNumber: string }) => api.call('updateUserCallerId', { params: { userId }, body: { phoneNumber } }),
  });
  const userNumbers = (userId: number) => api.call('userNumbers', { params: { userId } });
  return { query, assign, unassign, chooseCallerId, userNumbers };
}
