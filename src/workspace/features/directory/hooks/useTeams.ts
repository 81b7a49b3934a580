import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { directoryKeys } from '../directoryKeys';

/** The tenant's teams (the manager view's picker). */
export function useTeams() {
  return useQuery({ queryKey: directoryKeys.teams, queryFn: () => api.call('listTeams', {}), select: (reply) => reply.teams });
}
