import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import type { pageStateKey } from '../../../../contract';
import { api } from '../../../session/api';
import { listKeys } from '../listQueryKeys';

export type ListPageStateKey = 'showOnlyContactsDue' | 'allListsTagsFilter' | 'myListsTagsFilter';

// The tag-filter keys are asked of the contract (LISTS-REQUESTS.md); until the server takes them a
// save answers 400 and the filter simply is not remembered.
const keyParam = (key: ListPageStateKey) => ({ key: key as z.input<typeof pageStateKey> });

/** A saved page state of the lists screen, read once and written on every change (the value is kept locally on failure). */
export function useListPageState<T>(key: ListPageStateKey, parse: (raw: unknown) => T | null, fallback: T) {
  const queryClient = useQueryClient();
  const queryKey = listKeys.pageState(key);
  const query = useQuery({
    queryKey,
    queryFn: async () => parse((await api.call('getPageState', { params: keyParam(key) })).value) ?? fallback,
    staleTime: Infinity,
    retry: false,
  });
  const set = useCallback(
    (value: T) => {
      queryClient.setQueryData(queryKey, value);
      void api.call('updatePageState', { params: keyParam(key), body: { value: value as never } }).catch(() => undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, key],
  );
  return { value: query.data ?? fallback, ready: !query.isPending, set };
}

export const parseBoolean = (raw: unknown) => (typeof raw === 'boolean' ? raw : null);
export const parseTagIds = (raw: unknown) => (Array.isArray(raw) && raw.every((x) => typeof x === 'number') ? (raw as number[]) : null);
