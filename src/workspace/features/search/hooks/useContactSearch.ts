import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { contactKeys } from '../../contacts/contactKeys';

/** Top search over names, companies, emails and phones (the server ranks by similarity). */
export function useContactSearch(query: string) {
  return useQuery({
    queryKey: contactKeys.search(query),
    enabled: query.length > 0,
    staleTime: 30_000,
    queryFn: () => api.call('searchContacts', { query: { query } }).then((reply) => reply.contacts),
  });
}
