import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboundCallSettingsForm } from '@/src/contract';
import { sendToBackground } from '@/src/workspace/platform';
import { api } from '@/src/workspace/session/api';
import { telephonyKeys } from '../telephonyKeys';
import { useTelephonySettings } from './useTelephonySettings';

type ConnectionType = 'soft' | 'pstn';

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
  const query = useQuery({ queryKey: [...telephonyKeys.settings, 'connectionType'], enabled: settings.isSuccess, queryFn: () => settings.data?.connectionType ?? 'soft' });
  const save = useMutation({
    mutationFn: async (connectionType: ConnectionType) => (await api.call('updateOwnConnectionType', { body: { connectionType } })).connectionType,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: telephonyKeys.settings });
      await sendToBackground({ target: 'background', type: 'connection.changed' });
    },
  });
  return { enabled: settings.data?.acl.enablePstn ?? false, query, save };
}
