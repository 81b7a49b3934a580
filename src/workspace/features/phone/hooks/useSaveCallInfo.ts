import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveCallInfoBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { metricKeys } from '../../dashboard/metricKeys';

/** Saves a call's information (result, subject, description); the dashboard's gauges reload. */
export function useSaveCallInfo(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCallInfoBody) => api.call('saveCallInfo', { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: metricKeys.all });
      onSaved();
    },
  });
}

/** Saves again what is already logged (the countdown ran out): a failure changes nothing, the gauges reload either way. */
export function useSaveCallInfoQuietly() {
  const queryClient = useQueryClient();
  return (body: SaveCallInfoBody) =>
    api
      .call('saveCallInfo', { body })
      .then(() => undefined)
      .catch(() => undefined)
      .finally(() => void queryClient.invalidateQueries({ queryKey: metricKeys.all }));
}
