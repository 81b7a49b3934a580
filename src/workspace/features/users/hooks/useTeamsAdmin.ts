import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { directoryKeys } from '../../directory/directoryKeys';
import { usersAdminKeys } from './useUsersAdmin';

/** Spec 3 settings/users/teams: the teams with their user counts; create, rename, delete refresh them and the pickers. */
export function useTeamsAdmin() {
  const queryClient = useQueryClient();
  const teams = useQuery({ queryKey: usersAdminKeys.teams, queryFn: async () => (await api.call('listAdminTeams', {})).teams });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: usersAdminKeys.teams });
    void queryClient.invalidateQueries({ queryKey: usersAdminKeys.users });
    void queryClient.invalidateQueries({ queryKey: directoryKeys.teams });
  };
  return {
    teams,
    create: useMutation({ mutationFn: (name: string) => api.call('createTeam', { body: { name } }), onSuccess: refresh }),
    rename: useMutation({ mutationFn: ({ teamId, name }: { teamId: number; name: string }) => api.call('renameTeam', { params: { teamId }, body: { name } }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (teamId: number) => api.call('deleteTeam', { params: { teamId } }), onSuccess: refresh }),
  };
}
