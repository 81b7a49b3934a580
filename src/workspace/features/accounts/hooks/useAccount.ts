import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { accountKeys } from '../accountKeys';

export function useAccount(accountId: number | null) {
  return useQuery({
    queryKey: accountKeys.detail(accountId ?? 0),
    enabled: accountId !== null,
    queryFn: () => api.call('getAccount', { params: { accountId: accountId ?? 0 } }).then((reply) => reply.account),
  });
}
