import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIST_CONTACTS_PAGE_SIZE, type ListContactSort } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { listKeys } from '../listQueryKeys';

/** `name:asc,title:desc`: the order parameter of GET /lists/{id}/contacts. */
export const orderParam = (sort: readonly ListContactSort[]) => sort.map((s) => `${s.column}:${s.direction}`).join(',');

/** One server page (50 rows) of a list's contacts, of the whole list, one step or one variant of a step. */
export function useListContactsPage(listId: number, input: { page: number; stepId?: number; variantId?: number; sort: readonly ListContactSort[] }, enabled: boolean) {
  const params = {
    start: input.page * LIST_CONTACTS_PAGE_SIZE,
    length: LIST_CONTACTS_PAGE_SIZE,
    ...(input.stepId ? { stepId: input.stepId } : {}),
    ...(input.variantId ? { variantId: input.variantId } : {}),
    order: orderParam(input.sort),
  };
  return useQuery({
    queryKey: listKeys.contactsPage(listId, params),
    queryFn: () => api.call('listListContacts', { params: { listId }, query: params }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
