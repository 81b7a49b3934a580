import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ListContactSort, ListContactsView } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { listKeys } from '../listQueryKeys';

export const DEFAULT_VIEW = (stepId: number): ListContactsView => ({ stepId, sort: [{ column: 'name', direction: 'asc' }], hiddenColumns: [], forAll: false });

type ViewPatch = { sort?: ListContactSort[]; hiddenColumns?: string[] };

/**
 * The saved sort and hidden columns of a list contacts table (the owner's for everyone, or the caller's own).
 * Saves go to the server one after another, each built on the view as last changed (not as last rendered), and only
 * the newest save's answer is shown: quick successive toggles all stay, whatever order the answers come in.
 */
export function useListContactsView(listId: number, stepId: number) {
  const queryClient = useQueryClient();
  const key = listKeys.view(listId, stepId);
  const query = useQuery({ queryKey: key, queryFn: async () => (await api.call('getListContactsView', { params: { listId }, query: { stepId } })).view });
  const newest = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const save = (patch: ViewPatch | ((current: ListContactsView) => ViewPatch), forAll: boolean): Promise<boolean> => {
    const current = queryClient.getQueryData<ListContactsView>(key) ?? DEFAULT_VIEW(stepId);
    const next = { ...current, ...(typeof patch === 'function' ? patch(current) : patch) };
    // Shown at once; the newest save's answer replaces it, its failure puts the view before it back.
    queryClient.setQueryData(key, next);
    const sequence = ++newest.current;
    const saved = queue.current.then(async () => {
      try {
        const { view } = await api.call('saveListContactsView', { params: { listId }, body: { stepId, sort: next.sort, hiddenColumns: next.hiddenColumns, forAll } });
        if (sequence === newest.current) queryClient.setQueryData(key, view);
        return true;
      } catch {
        if (sequence === newest.current) queryClient.setQueryData(key, current);
        return false;
      }
    });
    queue.current = saved;
    return saved;
  };
  return { query, view: query.data ?? null, save };
}
