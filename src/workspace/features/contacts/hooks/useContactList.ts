import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ContactPrefix } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { contactKeys } from '../contactKeys';

export const CONTACT_PAGE_SIZE = 50;

/** Server-paged contact list: keyset pages by prefix, offset pages for a text search. */
export function useContactList(prefix: ContactPrefix, search: string) {
  return useInfiniteQuery({
    queryKey: contactKeys.list(prefix, search),
    initialPageParam: { after: undefined as string | undefined, offset: 0 },
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam }) =>
      api.call('listContacts', { query: { prefix, limit: CONTACT_PAGE_SIZE, ...(search ? { search, offset: pageParam.offset } : pageParam.after ? { after: pageParam.after } : {}) } }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.contacts.length, 0);
      if (search) return loaded < last.total && last.contacts.length > 0 ? { after: undefined, offset: loaded } : undefined;
      return last.nextCursor ? { after: last.nextCursor, offset: loaded } : undefined;
    },
  });
}
