import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboundCallSettingsForm } from '@/src/contract';
import { api } from '@/src/workspace/session/api';

const key = ['telephony', 'inboundCallSettings'] as const;

/** Spec 3 call management: what happens to a call the user does not answer (forwarding or voicemail after the ring time). */
export function useInboundCallSettings() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: () => api.call('inboundCallSettings', {}) });
  const save = useMutation({ mutationFn: (body: InboundCallSettingsForm) => api.call('updateInboundCallSettings', { body }), onSuccess: (saved) => queryClient.setQueryData(key, saved) });
  return { query, save };
}
