import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ArchiveFilterState } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { restoreFilterState } from '../archiveFilter';
import { recordingKeys } from '../recordingKeys';

export type ArchiveFilterKey = 'monitorArchiveFilter' | 'monitorLibraryFilter';

/** A tab's filters, kept as the saved page state monitorArchiveFilter / monitorLibraryFilter (spec 2 section 3); kept locally if a save fails. */
export function useArchiveFilterState(key: ArchiveFilterKey) {
  const queryClient = useQueryClient();
  const queryKey = recordingKeys.filterState(key);
  const query = useQuery({ queryKey, queryFn: async () => restoreFilterState((await api.call('getPageState', { params: { key } })).value, new Date()), staleTime: Infinity, retry: false });
  const set = useCallback(
    (value: ArchiveFilterState) => {
      queryClient.setQueryData(queryKey, value);
      void api.call('updatePageState', { params: { key }, body: { value } }).catch(() => undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, key],
  );
  return { state: query.data ?? (query.isError ? restoreFilterState(null, new Date()) : null), set };
}
