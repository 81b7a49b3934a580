import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { teams, users } from '../../db/schema';
import type { AuthContext } from '../session/session-store';

/** Users and teams of the caller's tenant. */
export function createDirectoryService(db: Db) {
  return {
    listUsers: (auth: AuthContext) =>
      db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, teamId: users.teamId })
        .from(users)
        .where(eq(users.tenantId, auth.tenantId))
        .orderBy(asc(users.lastName), asc(users.firstName)),
    listTeams: (auth: AuthContext) => db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.tenantId, auth.tenantId)).orderBy(asc(teams.name)),
  };
}
