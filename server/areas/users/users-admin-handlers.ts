import type { usersAdminRoutes } from '@/src/contract/routes/users-admin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import type { AuthService } from '../session/auth-service';
import { createTeamService } from './team-service';
import { createUserAdminService } from './user-admin-service';

export function usersAdminHandlers(deps: { db: Db; clock: Clock; auth: AuthService }): AreaHandlers<typeof usersAdminRoutes> {
  const usersAdmin = createUserAdminService(deps);
  const teams = createTeamService(deps.db);
  return {
    listAdminUsers: async ({ auth }) => ({ users: await usersAdmin.list(auth) }),
    listRoles: async () => ({ roles: usersAdmin.roles() }),
    userLimit: ({ auth }) => usersAdmin.limit(auth),
    createUser: ({ auth, body }) => usersAdmin.create(auth, body),
    saveUser: ({ auth, params, body }) => usersAdmin.save(auth, params.userId, body),
    deleteUser: ({ auth, params }) => usersAdmin.remove(auth, params.userId),
    resetUserMfa: ({ auth, params }) => usersAdmin.resetMfa(auth, params.userId),
    resetUserPassword: ({ auth, params }) => usersAdmin.resetPassword(auth, params.userId),
    loginAsUser: ({ auth, params }) => deps.auth.loginAs(auth, params.userId),
    endLoginAs: ({ auth }) => deps.auth.endLoginAs(auth),
    listAdminTeams: async ({ auth }) => ({ teams: await teams.list(auth) }),
    createTeam: ({ auth, body }) => teams.create(auth, body.name),
    renameTeam: ({ auth, params, body }) => teams.rename(auth, params.teamId, body.name),
    deleteTeam: ({ auth, params }) => teams.remove(auth, params.teamId),
  };
}
