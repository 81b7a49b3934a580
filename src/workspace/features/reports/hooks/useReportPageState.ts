import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { reportPageState, type ReportPageState } from '@/src/contract';
import { api } from '@/src/workspace/session/api';

type Key = 'activityReport' | 'listPerformanceReport';

/** Spec 3 section 3: a report's saved filters and columns (page state); kept on the page if a save fails. */
export function useReportPageState(key: Key) {
  const client = useQueryClient();
  const queryKey = ['reports', 'pageState', key] as const;
  const query = useQuery({ queryKey, queryFn: async () => reportPageState.safeParse((await api.call('getPageState', { params: { key } })).value).data ?? null, staleTime: Infinity, retry: false });
  const save = useCallback(
    (value: ReportPageState) => {
      client.setQueryData(['reports', 'pageState', key], value);
      void api.call('updatePageState', { params: { key }, body: { value } }).catch(() => undefined);
    },
    [client, key],
  );
  return { saved: query.data ?? null, ready: !query.isPending, save };
}
