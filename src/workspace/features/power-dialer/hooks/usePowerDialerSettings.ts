import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_CACHE_TTL_MS } from '@/src/domain/constants';
import { effectiveWaitSeconds } from '@/src/domain/power-dialer/wait-time';
import { api } from '@/src/workspace/session/api';

const key = ['powerDialerSettings'] as const;

/** The user's power dialer wait time and the tenant's powerDialerSettingsEnabled flag (spec 3). */
export function usePowerDialerSettings() {
  return useQuery({ queryKey: key, queryFn: () => api.call('powerDialerSettings', {}), staleTime: SETTINGS_CACHE_TTL_MS });
}

/** Saves the wait time (0 or one of the wait options); the answer replaces the cached settings. */
export function useUpdatePowerDialerTime() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (seconds: number) => api.call('updatePowerDialerTime', { body: { powerDialerTime: seconds } }), onSuccess: (settings) => queryClient.setQueryData(key, settings) });
}

/** The wait time alone, as a settings form edits it (never set: the default the dialer waits), with the tenant's flag and options. */
export function usePowerDialerWaitForm() {
  const settings = usePowerDialerSettings();
  // The same cache entry, read as the wait alone: a save's answer updates both at once.
  const query = useQuery({ queryKey: key, queryFn: () => api.call('powerDialerSettings', {}), staleTime: SETTINGS_CACHE_TTL_MS, select: (s) => effectiveWaitSeconds(s.powerDialerTime) });
  const save = useUpdatePowerDialerTime();
  return { shown: settings.data?.powerDialerSettingsEnabled ?? false, options: settings.data?.waitOptions ?? [], query, save };
}
