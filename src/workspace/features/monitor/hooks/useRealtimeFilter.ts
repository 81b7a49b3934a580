import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { monitorRealtimeFilter, type MonitorRealtimeFilter } from '@/src/contract';
import { ALL_LINES_FILTER } from '@/src/domain/monitor/realtime-lines';
import { api } from '@/src/workspace/session/api';
import { monitorKeys } from '../monitorKeys';

/** The table's filters, kept as the saved page state monitorRealtimeFilter (spec 3 section 3); kept locally if a save fails. */
export function useRealtimeFilter() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: monitorKeys.filter,
    queryFn: async () => monitorRealtimeFilter.safeParse((await api.call('getPageState', { params: { key: 'monitorRealtimeFilter' } })).value).data ?? ALL_LINES_FILTER,
    staleTime: Infinity,
    retry: false,
  });
  const set = useCallback(
    (value: MonitorRealtimeFilter) => {
      queryClient.setQueryData(monitorKeys.filter, value);
      void api.call('updatePageState', { params: { key: 'monitorRealtimeFilter' }, body: { value } }).catch(() => undefined);
    },
    [queryClient],
  );
  return { filter: query.data ?? (query.isError ? ALL_LINES_FILTER : null), set };
}
