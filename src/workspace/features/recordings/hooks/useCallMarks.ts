import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchivedCall } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { recordingKeys } from '../recordingKeys';

/** Writes the rows of every cached page and the call's metadata with the server's answer. */
function useApplyCall() {
  const queryClient = useQueryClient();
  return (call: ArchivedCall) => {
    queryClient.setQueriesData<{ calls: ArchivedCall[] }>({ queryKey: [...recordingKeys.all, 'page'] }, (old) => (old ? { calls: old.calls.map((c) => (c.id === call.id ? call : c)) } : old));
    queryClient.setQueryData<{ call: ArchivedCall }>(recordingKeys.metadata(call.id), (old) => (old ? { ...old, call } : old));
  };
}

/** Star, score and notes, and library sharing of one call (spec 2 section 7 call history). */
export function useCallMarks() {
  const apply = useApplyCall();
  const queryClient = useQueryClient();
  const star = useMutation({ mutationFn: (input: { id: string; starred: boolean }) => api.call('starCall', { params: { id: input.id }, body: { starred: input.starred } }), onSuccess: apply });
  const score = useMutation({
    mutationFn: (input: { id: string; callScore: number | null; callObservation: string | null }) =>
      api.call('scoreCall', { params: { id: input.id }, body: { callScore: input.callScore, callObservation: input.callObservation } }),
    onSuccess: apply,
  });
  const share = useMutation({
    mutationFn: (input: { id: string; sharedToLibrary: boolean }) => api.call('updateCallHistory', { params: { id: input.id }, body: { sharedToLibrary: input.sharedToLibrary } }),
    onSuccess: (call) => {
      apply(call);
      // The library's pages change with it.
      void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
    },
  });
  return { star, score, share };
}
