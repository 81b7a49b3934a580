import { and, asc, eq, isNull } from 'drizzle-orm';
import { USER_LIST } from '@/src/contract';
import type { Db } from '../../db/database';
import { teams, users } from '../../db/schema';
import type { AuthContext } from '../session/session-store';

/** Users and teams of the caller's tenant; without user.list the users are the caller alone (spec 3 section 6). */
export function createDirectoryService(db: Db) {
  return {
    listUsers: (auth: AuthContext) =>
      db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, teamId: users.teamId })
        .from(users)
        .where(and(eq(users.tenantId, auth.tenantId), isNull(users.deletedAt), auth.capList.includes(USER_LIST) ? undefined : eq(users.id, auth.userId)))
        .orderBy(asc(users.lastName), asc(users.firstName)),
    listTeams: (auth: AuthContext) => db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.tenantId, auth.tenantId)).orderBy(asc(teams.name)),
  };
}
