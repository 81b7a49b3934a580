import { z } from 'zod';
import { defineRoute } from '../route';
import { session } from '../entities/session';
import { adminTeam, adminUser, createdUser, newUserBody, role, saveUserBody, teamNameBody, userLimit } from '../entities/users-admin';
import { team } from '../entities/directory';

const userParams = z.object({ userId: z.coerce.number().int().positive() });
const teamParams = z.object({ teamId: z.coerce.number().int().positive() });
const admin = { auth: 'session', scope: 'settings.admin' } as const;

/** Spec 3 users admin and teams (settings/users/users and settings/users/teams): the tenant's administrators only. */
export const usersAdminRoutes = {
  listAdminUsers: defineRoute({ method: 'GET', path: '/admin/users', reply: z.object({ users: z.array(adminUser) }), ...admin }),
  listRoles: defineRoute({ method: 'GET', path: '/admin/roles', reply: z.object({ roles: z.array(role) }), ...admin }),
  /** The can-create-user check: the tenant's living users against its limit. */
  userLimit: defineRoute({ method: 'GET', path: '/admin/users/limit', reply: userLimit, ...admin }),
  createUser: defineRoute({ method: 'POST', path: '/admin/users', body: newUserBody, reply: createdUser, retry: false, ...admin }),
  saveUser: defineRoute({ method: 'PUT', path: '/admin/users/:userId', params: userParams, body: saveUserBody, reply: z.object({ user: adminUser }), ...admin }),
  deleteUser: defineRoute({ method: 'DELETE', path: '/admin/users/:userId', params: userParams, reply: z.object({ deleted: z.literal(true) }), ...admin }),
  resetUserMfa: defineRoute({ method: 'POST', path: '/admin/users/:userId/reset-mfa', params: userParams, reply: z.object({ user: adminUser }), ...admin }),
  resetUserPassword: defineRoute({ method: 'POST', path: '/admin/users/:userId/reset-password', params: userParams, reply: z.object({ newPassword: z.string() }), retry: false, ...admin }),
  /** Login as user: a session of that user, marked with the admin behind it; the caller's own session waits. */
  loginAsUser: defineRoute({ method: 'POST', path: '/admin/users/:userId/login-as', params: userParams, reply: session, retry: false, ...admin }),
  /** Ends a login as user: back to the admin's own session (a fresh token for it). */
  endLoginAs: defineRoute({ method: 'DELETE', path: '/session/login-as', reply: session, auth: 'session', retry: false }),

  listAdminTeams: defineRoute({ method: 'GET', path: '/admin/teams', reply: z.object({ teams: z.array(adminTeam) }), ...admin }),
  createTeam: defineRoute({ method: 'POST', path: '/admin/teams', body: teamNameBody, reply: z.object({ team }), retry: false, ...admin }),
  renameTeam: defineRoute({ method: 'PUT', path: '/admin/teams/:teamId', params: teamParams, body: teamNameBody, reply: z.object({ team }), ...admin }),
  /** Its users stay, without a team. */
  deleteTeam: defineRoute({ method: 'DELETE', path: '/admin/teams/:teamId', params: teamParams, reply: z.object({ deleted: z.literal(true) }), ...admin }),
};
