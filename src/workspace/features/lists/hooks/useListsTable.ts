import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListTableQuery } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { listKeys, type ListTableKind } from '../listQueryKeys';

const routeOf = { my: 'listMyLists', all: 'listAllLists', shared: 'listSharedLists', paused: 'listPausedLists' } as const;

/** One server page (100 rows) of a lists table. */
export function useListsTable(kind: ListTableKind, query: ListTableQuery, enabled = true) {
  return useQuery({
    queryKey: listKeys.table(kind, query),
    queryFn: () => api.call(routeOf[kind], { body: query }),
    placeholderData: keepPreviousData,
    // Re-read on every visit: sharing, assignees and tags change elsewhere (pushes carry only status and counts).
    staleTime: 0,
    enabled,
  });
}
