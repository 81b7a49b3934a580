import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, NewUserBody, SaveUserBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { directoryKeys } from '../../directory/directoryKeys';

export const usersAdminKeys = { users: ['admin', 'users'] as const, roles: ['admin', 'roles'] as const, limit: ['admin', 'users', 'limit'] as const, teams: ['admin', 'teams'] as const };

/** Spec 3 users screen: the tenant's users, the roles and the user limit (the can-create-user check). */
export function useUsersAdmin() {
  const users = useQuery({ queryKey: usersAdminKeys.users, queryFn: async () => (await api.call('listAdminUsers', {})).users });
  const roles = useQuery({ queryKey: usersAdminKeys.roles, queryFn: async () => (await api.call('listRoles', {})).roles, staleTime: Infinity });
  const limit = useQuery({ queryKey: usersAdminKeys.limit, queryFn: () => api.call('userLimit', {}) });
  return { users, roles, limit };
}

/** Create, save, delete, reset MFA and reset password; each refreshes the table (and the pickers) from the server. */
export function useUserAdminActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
    void queryClient.invalidateQueries({ queryKey: directoryKeys.users });
  };
  const replace = (user: AdminUser) => queryClient.setQueryData<AdminUser[]>(usersAdminKeys.users, (before) => before?.map((u) => (u.id === user.id ? user : u)));
  return {
    create: useMutation({ mutationFn: (body: NewUserBody) => api.call('createUser', { body }), onSuccess: refresh }),
    save: useMutation({
      mutationFn: ({ userId, body }: { userId: number; body: SaveUserBody }) => api.call('saveUser', { params: { userId }, body }),
      onSuccess: ({ user }) => {
        replace(user);
        refresh();
      },
    }),
    remove: useMutation({ mutationFn: (userId: number) => api.call('deleteUser', { params: { userId } }), onSuccess: refresh }),
    resetMfa: useMutation({ mutationFn: (userId: number) => api.call('resetUserMfa', { params: { userId } }), onSuccess: ({ user }) => replace(user) }),
    resetPassword: useMutation({ mutationFn: (userId: number) => api.call('resetUserPassword', { params: { userId } }) }),
  };
}
