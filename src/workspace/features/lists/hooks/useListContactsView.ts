import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListContactSort, ListContactsView } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { listKeys } from '../listQueryKeys';

export const DEFAULT_VIEW = (stepId: number): ListContactsView => ({ stepId, sort: [{ column: 'name', direction: 'asc' }], hiddenColumns: [], forAll: false });

/** The saved sort and hidden columns of a list contacts table (the owner's for everyone, or the caller's own). */
export function useListContactsView(listId: number, stepId: number) {
  const queryClient = useQueryClient();
  const key = listKeys.view(listId, stepId);
  const query = useQuery({ queryKey: key, queryFn: async () => (await api.call('getListContactsView', { params: { listId }, query: { stepId } })).view });
  const save = async (patch: { sort?: ListContactSort[]; hiddenColumns?: string[] }, forAll: boolean) => {
    const current = query.data ?? DEFAULT_VIEW(stepId);
    const next = { ...current, ...patch };
    // Shown at once; the saved answer replaces it, a failure puts the previous view back.
    queryClient.setQueryData(key, next);
    try {
      const { view } = await api.call('saveListContactsView', { params: { listId }, body: { stepId, sort: next.sort, hiddenColumns: next.hiddenColumns, forAll } });
      queryClient.setQueryData(key, view);
      return true;
    } catch {
      queryClient.setQueryData(key, current);
      return false;
    }
  };
  return { query, view: query.data ?? null, save };
}
