import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { listKeys } from '../listQueryKeys';

/** main.lists.list.contact: one member of a list, its step and the calls made to it on the list. */
export const useListContactDetail = (listId: number, contactId: number) =>
  useQuery({ queryKey: listKeys.contactDetail(listId, contactId), queryFn: () => api.call('listContact', { params: { listId, contactId } }) });
