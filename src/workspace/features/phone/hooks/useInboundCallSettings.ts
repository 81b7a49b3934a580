import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallerIdState, InboundCallSettingsForm } from '@/src/contract';
import { sendPhoneCommand } from './sendPhoneCommand';
import { sendToBackground } from '@/src/workspace/platform';
import { SETTINGS_CACHE_TTL_MS } from '@/src/domain/constants';
import { api } from '@/src/workspace/session/api';
import { telephonyKeys } from '../telephonyKeys';
import { useTelephonySettings } from './useTelephonySettings';

const key = ['telephony', 'inboundCallSettings'] as const;

/** Spec 3 call management: what happens to a call the user does not answer (forwarding or voicemail after the ring time). */
export function useInboundCallSettings() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: () => api.call('inboundCallSettings', {}) });
  const save = useMutation({ mutationFn: (body: InboundCallSettingsForm) => api.call('updateInboundCallSettings', { body }), onSuccess: (saved) => queryClient.setQueryData(key, saved) });
  return { query, save };
}

/**
 * Spec 3 telephony connection: the user's own soft / PSTN choice (only with acl.enablePstn). The
 * phone is rebuilt on the new connection, as after a sign-in.
 */
export function useConnectionType() {
  const queryClient = useQueryClient();
  const settings = useTelephonySettings();
  // The telephony settings' cache entry, read as the connection alone: refetched after a save, both follow.
  const query = useQuery({ queryKey: telephonyKeys.settings, queryFn: () => api.call('telephonySettings', {}), staleTime: SETTINGS_CACHE_TTL_MS, select: (s) => s.connectionType });
  const save = useMutation({
    mutationFn: async (connectionType: 'soft' | 'pstn') => (await api.call('updateOwnConnectionType', { body: { connectionType } })).connectionType,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: telephonyKeys.settings });
      await sendToBackground({ target: 'background', type: 'connection.changed' });
    },
  });
  return { enabled: settings.data?.acl.enablePstn ?? false, query, save };
}

const callerIdKey = ['telephony', 'callerId'] as const;

/**
 * Spec 3 caller id: the choice, the code sent to an other number and its confirmation. Each answer
 * replaces the shown state, and the running phone presents the new number from its next call.
 */
export function useCallerId() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: callerIdKey, queryFn: () => api.call('callerId', {}) });
  const adopt = (state: CallerIdState) => {
    queryClient.setQueryData(callerIdKey, state);
    void queryClient.invalidateQueries({ queryKey: telephonyKeys.settings });
    void sendPhoneCommand({ command: 'callerId', number: state.presented });
  };
  return {
    query,
    update: useMutation({ mutationFn: (body: { type: 'assigned' | 'other'; otherCallerId: string }) => api.call('updateCallerId', { body }), onSuccess: adopt }),
    sendCode: useMutation({ mutationFn: (number: string) => api.call('verifyCallerId', { body: { number } }), onSuccess: (state) => queryClient.setQueryData(callerIdKey, state) }),
    confirm: useMutation({ mutationFn: (code: string) => api.call('confirmCallerId', { body: { code } }), onSuccess: adopt }),
  };
}
