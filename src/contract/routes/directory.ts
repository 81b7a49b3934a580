import { z } from 'zod';
import { defineRoute } from '../route';
import { team, userSummary } from '../entities/directory';

/** Users and teams of the tenant, for pickers such as the dashboard's manager view. */
export const directoryRoutes = {
  listUsers: defineRoute({ method: 'GET', path: '/users', reply: z.object({ users: z.array(userSummary) }), auth: 'session' }),
  listTeams: defineRoute({ method: 'GET', path: '/teams', reply: z.object({ teams: z.array(team) }), auth: 'session' }),
};
