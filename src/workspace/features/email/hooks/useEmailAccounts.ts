import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailAccountConnect } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { emailKeys } from '../emailKeys';

/** The user's connected mailboxes (the composer's From, the settings' list). */
export const useEmailAccounts = () => useQuery({ queryKey: emailKeys.accounts, queryFn: () => api.call('listEmailAccounts', {}).then((r) => r.accounts) });

function useReloadAccounts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: emailKeys.accounts });
}

export function useConnectEmailAccount() {
  const reload = useReloadAccounts();
  return useMutation({ mutationFn: (body: EmailAccountConnect) => api.call('connectEmailAccount', { body }), onSuccess: reload });
}

export function useDisconnectEmailAccount() {
  const reload = useReloadAccounts();
  return useMutation({ mutationFn: (id: number) => api.call('disconnectEmailAccount', { params: { id } }), onSuccess: reload });
}
