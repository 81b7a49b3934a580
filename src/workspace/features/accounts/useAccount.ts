import { useQuery } from '@tanstack/react-query';
import { api } from '../../session/api';

export function useAccount(accountId: number | null) {
  return useQuery({
    queryKey: ['accounts', 'detail', accountId],
    enabled: accountId !== null,
    queryFn: () => api.call('getAccount', { params: { accountId: accountId ?? 0 } }).then((reply) => reply.account),
  });
}
