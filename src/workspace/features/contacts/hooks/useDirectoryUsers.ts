import { useQuery } from '@tanstack/react-query';
import { api } from '../../../session/api';

/** The tenant's users (the owner picker); the same cache entry as the task form's user picker. */
export function useDirectoryUsers() {
  return useQuery({ queryKey: ['directory', 'users'], queryFn: () => api.call('listUsers', {}), staleTime: 60_000, select: (reply) => reply.users });
}
