import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/src/workspace/session/api';
import { listKeys } from '../listQueryKeys';

export type ListPageStateKey = 'showOnlyContactsDue' | 'allListsTagsFilter' | 'myListsTagsFilter';

/** A saved page state of the lists screen (spec 2 section 3), read once and written on every change (kept locally if the save fails). */
export function useListPageState<T extends boolean | number[]>(key: ListPageStateKey, parse: (raw: unknown) => T | null, fallback: T) {
  const queryClient = useQueryClient();
  const queryKey = listKeys.pageState(key);
  const query = useQuery({ queryKey, queryFn: async () => parse((await api.call('getPageState', { params: { key } })).value) ?? fallback, staleTime: Infinity, retry: false });
  const set = useCallback(
    (value: T) => {
      queryClient.setQueryData(queryKey, value);
      void api.call('updatePageState', { params: { key }, body: { value } }).catch(() => undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, key],
  );
  return { value: query.data ?? fallback, ready: !query.isPending, set };
}

export const parseBoolean = (raw: unknown) => (typeof raw === 'boolean' ? raw : null);
export const parseTagIds = (raw: unknown) => (Array.isArray(raw) && raw.every((x) => typeof x === 'number') ? (raw as number[]) : null);
