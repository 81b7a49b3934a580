import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantParallelDialerSettings } from '@/src/contract/entities/parallel-dialer';
import { api } from '@/src/workspace/session/api';
import { telephonyKeys } from '../../phone/telephonyKeys';
import { parallelDialerKeys } from './useParallelLaunch';

/** The tenant's parallel dialer settings with the ringing length (kept with the telephony settings), as one form's values. */
export type ParallelDialerForm = TenantParallelDialerSettings & { maximumRingingLength: number };

export function useParallelDialerSettings(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...parallelDialerKeys.settings, 'form'],
    enabled,
    queryFn: async (): Promise<ParallelDialerForm> => {
      const [settings, telephony] = await Promise.all([api.call('parallelDialerSettings', {}), api.call('telephonySettings', {})]);
      return { ...settings.tenant, maximumRingingLength: telephony.parallel.maximumRingingLength };
    },
  });
  const save = useMutation({
    mutationFn: async ({ maximumRingingLength, ...tenant }: ParallelDialerForm) => {
      await api.call('updateTenantParallelDialerSettings', { body: tenant });
      await api.call('updateTelephonySettings', { body: { maximumRingingLength } });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: parallelDialerKeys.settings });
      void queryClient.invalidateQueries({ queryKey: telephonyKeys.settings });
    },
  });
  return { query, save };
}

/** Admin: the users and their parallel dialer; a change is saved at once on the user's telephony ACL. */
export function useParallelDialerUsers(enabled: boolean) {
  const queryClient = useQueryClient();
  const key = [...parallelDialerKeys.settings, 'users'] as const;
  const query = useQuery({ queryKey: key, enabled, queryFn: async () => (await api.call('parallelDialerUsers', {})).users });
  const update = useMutation({
    mutationFn: (input: { userId: number; enabled: boolean; lines: number }) =>
      api.call('updateUserTelephonyAcl', { params: { userId: input.userId }, body: { parallelDialer: { enabled: input.enabled, lines: input.lines } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { query, update };
}
