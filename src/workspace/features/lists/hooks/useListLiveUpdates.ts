import { useQueryClient } from '@tanstack/react-query';
import { LIST_DELETED_EVENT, LIST_UPDATED_EVENT, type CallList } from '@/src/contract';
import { writeLive } from '@/src/workspace/session/liveCache';
import { useUpdatesEvent } from '@/src/workspace/session/hooks/useUpdatesEvent';
import { applyListUpdate } from '../liveListPatch';
import { listKeys } from '../listQueryKeys';

type TablePage = { lists: CallList[]; total: number };

/**
 * `lists.updated` pushes (on /updates) patch the lists held by the tables and the detail view, so
 * status, contactsCount and dueCount change without a reload; a deleted list reloads the tables.
 */
export function useListLiveUpdates() {
  const queryClient = useQueryClient();
  useUpdatesEvent(LIST_DELETED_EVENT, () => void queryClient.invalidateQueries({ queryKey: listKeys.tables }));
  useUpdatesEvent(LIST_UPDATED_EVENT, (event) => {
    queryClient.setQueriesData<TablePage>({ queryKey: listKeys.tables }, (page) => (page ? { ...page, lists: page.lists.map((l) => applyListUpdate(l, event)) } : page));
    writeLive<{ list: CallList }>(queryClient, listKeys.detail(event.listId), (d) => (d ? { list: applyListUpdate(d.list, event) } : d));
    // The contacts tables of the list re-read their page: rows came or went.
    void queryClient.invalidateQueries({ queryKey: listKeys.contacts(event.listId) });
  });
}
