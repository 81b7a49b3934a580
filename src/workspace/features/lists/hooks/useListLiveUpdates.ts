import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIST_DELETED_EVENT, LIST_UPDATED_EVENT, listUpdatedEvent, type CallList } from '../../../../contract';
import { receive } from '../../../../extension/messages';
import { onExtensionMessage } from '../../../platform';
import { writeLive } from '../../../session/live-cache';
import { applyListUpdate } from '../liveListPatch';
import { listKeys } from '../listQueryKeys';

type TablePage = { lists: CallList[]; total: number };

/**
 * `lists.updated` pushes (on /updates) patch the lists held by the tables and the detail view, so
 * status, contactsCount and dueCount change without a reload; a deleted list reloads the tables.
 */
export function useListLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onExtensionMessage((raw) => {
        const message = receive(raw, 'ui');
        if (message?.type !== 'updates.event') return;
        if (message.event === LIST_DELETED_EVENT) {
          void queryClient.invalidateQueries({ queryKey: listKeys.tables });
          return;
        }
        if (message.event !== LIST_UPDATED_EVENT) return;
        const parsed = listUpdatedEvent.safeParse(message.data);
        if (!parsed.success) return;
        const event = parsed.data;
        queryClient.setQueriesData<TablePage>({ queryKey: listKeys.tables }, (page) =>
          page ? { ...page, lists: page.lists.map((l) => applyListUpdate(l, event)) } : page,
        );
        writeLive<{ list: CallList }>(queryClient, listKeys.detail(event.listId), (d) => (d ? { list: applyListUpdate(d.list, event) } : d));
        // The contacts tables of the list re-read their page: rows came or went.
        void queryClient.invalidateQueries({ queryKey: listKeys.contacts(event.listId) });
      }),
    [queryClient],
  );
}
