import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiCallError } from '@/src/contract/api-call-error';
import { voiceDataStatusOf, type VoiceDataStatus } from '@/src/domain/recordings/audio-player';
import { api } from '@/src/workspace/session/api';
import { recordingKeys } from '../recordingKeys';

/** How long to wait before asking again when the server answers 202 (the recording is still being made). */
const NOT_READY_RETRY_MS = 2000;

/**
 * The player's voice data (spec 2 section 4): the call's metadata with its signed audio address,
 * then the peaks and talk map. Status: loading; deny on 406; error (try again) on any other
 * failure; a 202 is asked again.
 */
export function useVoiceData(callId: string) {
  const metadata = useQuery({ queryKey: recordingKeys.metadata(callId), queryFn: () => api.call('recordingMetadata', { params: { id: callId } }), retry: false, staleTime: 60 * 60_000 });
  const mediaName = metadata.data?.call.mediaName;
  const analysis = useQuery({
    queryKey: recordingKeys.analysis(mediaName ?? ''),
    // A recording without an analysis (an old upload) plays without its map.
    queryFn: () =>
      api.call('recordingAnalysis', { params: { mediaName: mediaName! } }).catch((error: unknown) => (error instanceof ApiCallError && error.status === 404 ? null : Promise.reject(error))),
    enabled: mediaName !== undefined,
    retry: false,
    staleTime: Infinity,
  });
  const failed = metadata.error ?? analysis.error;
  const failure = failed ? voiceDataStatusOf(failed instanceof ApiCallError ? failed.status : 0) : null;
  useEffect(() => {
    if (failure !== 'retry') return;
    const timer = setTimeout(() => void metadata.refetch(), NOT_READY_RETRY_MS);
    return () => clearTimeout(timer);
  }, [failure, metadata]);
  const status: VoiceDataStatus = failure === 'deny' ? 'deny' : failure === 'error' ? 'error' : metadata.data && analysis.isFetched ? 'ready' : 'loading';
  return { status, metadata: metadata.data ?? null, analysis: analysis.data ?? null, retry: () => void Promise.all([metadata.refetch(), analysis.refetch()]) };
}
