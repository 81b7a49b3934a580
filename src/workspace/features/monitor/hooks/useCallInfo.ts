import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInfo } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { monitorKeys } from '../monitorKeys';

/** A call's observation and score (spec 3 section 7: call info get and save). */
export function useCallInfo(callId: string | null) {
  return useQuery({ queryKey: monitorKeys.callInfo(callId ?? ''), queryFn: () => api.call('monitorCallInfo', { params: { callId: callId! } }), enabled: callId !== null, retry: false });
}

export function useSaveCallInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ callId, info }: { callId: string; info: CallInfo }) => api.call('saveMonitorCallInfo', { params: { callId }, body: info }),
    onSuccess: (saved, { callId }) => queryClient.setQueryData(monitorKeys.callInfo(callId), saved),
  });
}
