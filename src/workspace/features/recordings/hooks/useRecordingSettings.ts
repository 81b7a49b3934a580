import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordingSettings } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { telephonyKeys } from '../../phone/telephonyKeys';
import { recordingKeys } from '../recordingKeys';

/** The tenant's recording settings (administrators): read, and changed one switch at a time. */
export function useRecordingSettings(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: recordingKeys.settings, queryFn: () => api.call('recordingSettings', {}), enabled });
  const update = useMutation({
    mutationFn: (patch: Partial<RecordingSettings>) => api.call('updateRecordingSettings', { body: patch }),
    onSuccess: (settings) => {
      queryClient.setQueryData(recordingKeys.settings, settings);
      // The phone's Record button and the library read the user's telephony settings.
      void queryClient.invalidateQueries({ queryKey: telephonyKeys.settings });
    },
  });
  return { query, update };
}
