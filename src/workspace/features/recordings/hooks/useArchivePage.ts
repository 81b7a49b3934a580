import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ArchiveQuery } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { recordingKeys } from '../recordingKeys';

type Search = Omit<ArchiveQuery, 'orderColumn' | 'orderDirection' | 'length' | 'offset'>;
export type ArchiveOrder = Pick<ArchiveQuery, 'orderColumn' | 'orderDirection'>;

/** One server page of the archive or library and the count of the whole search; nothing is asked while the search is invalid. */
export function useArchivePage(search: Search | null, order: ArchiveOrder, page: number, pageSize: number) {
  const query = search ? { ...search, ...order, length: pageSize, offset: (page - 1) * pageSize } : null;
  const rows = useQuery({
    queryKey: recordingKeys.page(query ?? {}),
    queryFn: () => api.call('listRecordings', { query: query! }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    select: (reply) => reply.calls,
  });
  const count = useQuery({
    queryKey: recordingKeys.count(search ?? {}),
    queryFn: () => api.call('countRecordings', { query: search! }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    select: (reply) => reply.count,
  });
  return { rows, count };
}
