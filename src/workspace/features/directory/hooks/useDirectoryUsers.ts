import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { directoryKeys } from '../directoryKeys';

/** The tenant's users, for every user picker (owner, assignee, manager view, filters): one cache entry. */
export function useDirectoryUsers(staleTime = 60_000) {
  return useQuery({ queryKey: directoryKeys.users, queryFn: () => api.call('listUsers', {}), staleTime, select: (reply) => reply.users });
}
