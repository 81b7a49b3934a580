import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';

export const parallelDialerKeys = {
  all: ['parallelDialer'] as const,
  settings: ['parallelDialer', 'settings'] as const,
  available: ['parallelDialer', 'available'] as const,
  active: ['parallelDialer', 'active'] as const,
  messages: (type: 'VOICE_MESSAGE' | 'CALLBACK_NOTICE') => ['parallelDialer', 'messages', type] as const,
  abandonment: (listId: number) => ['parallelDialer', 'abandonment', listId] as const,
};

/** The list's abandonment over 30 days (the guard's figures), for users who may run the parallel dialer. */
export const useListAbandonment = (listId: number, enabled: boolean) =>
  useQuery({ queryKey: parallelDialerKeys.abandonment(listId), queryFn: () => api.call('listAbandonment', { params: { listId }, query: { requested: 5 } }), enabled, staleTime: 0 });

/** The tenant's and the user's parallel dialer settings (the settings menu's flag, the users screen's line options). */
export const useParallelDialerSettingsQuery = (enabled = true) =>
  useQuery({ queryKey: parallelDialerKeys.settings, queryFn: () => api.call('parallelDialerSettings', {}), enabled, staleTime: 60_000 });

/** What decides whether the parallel dialer may start: the settings, the lines available, an open session on the server. */
export function useParallelLaunch() {
  // Asked again on every list page: an admin enables the dialer or a session ends elsewhere without this page knowing.
  const fresh = { staleTime: 0 } as const;
  const settings = useQuery({ queryKey: parallelDialerKeys.settings, queryFn: () => api.call('parallelDialerSettings', {}), ...fresh });
  const available = useQuery({ queryKey: parallelDialerKeys.available, queryFn: () => api.call('availableParallelLines', {}), ...fresh });
  const active = useQuery({ queryKey: parallelDialerKeys.active, queryFn: () => api.call('activeParallelSession', {}), ...fresh });
  return { settings, available, active };
}

/** The predefined messages the modal offers (voice messages and callback notices). */
export function useParallelMessages(enabled: boolean) {
  const voice = useQuery({ queryKey: parallelDialerKeys.messages('VOICE_MESSAGE'), queryFn: () => api.call('predefinedMessages', { query: { type: 'VOICE_MESSAGE' } }), enabled });
  const notices = useQuery({ queryKey: parallelDialerKeys.messages('CALLBACK_NOTICE'), queryFn: () => api.call('predefinedMessages', { query: { type: 'CALLBACK_NOTICE' } }), enabled });
  return { voice, notices };
}
