import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { teams, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';

/** Spec 3 settings/users/teams: list with user counts, create, rename, delete (its users stay, without a team). */
export function createTeamService(db: Db) {
  const sameName = async (tenantId: number, name: string, exceptId?: number) => {
    const [row] = await db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.tenantId, tenantId), sql`lower(${teams.name}) = lower(${name})`, exceptId ? sql`${teams.id} <> ${exceptId}` : undefined));
    if (row) throw new ApiError(409, 'A team with this name already exists', { code: 'TEAM_NAME_TAKEN' });
  };
  const owned = async (tenantId: number, teamId: number) => {
    const [row] = await db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.tenantId, tenantId)));
    if (!row) throw notFound('Team');
  };

  return {
    list: (auth: AuthContext) =>
      db
        .select({ id: teams.id, name: teams.name, userCount: count(users.id) })
        .from(teams)
        .leftJoin(users, and(eq(users.teamId, teams.id), isNull(users.deletedAt)))
        .where(eq(teams.tenantId, auth.tenantId))
        .groupBy(teams.id)
        .orderBy(asc(teams.name)),

    async create(auth: AuthContext, name: string) {
      await sameName(auth.tenantId, name);
      const [team] = await db.insert(teams).values({ tenantId: auth.tenantId, name }).returning({ id: teams.id, name: teams.name });
      if (!team) throw new Error('team not created');
      return { team };
    },

    async rename(auth: AuthContext, teamId: number, name: string) {
      await owned(auth.tenantId, teamId);
      await sameName(auth.tenantId, name, teamId);
      const [team] = await db
        .update(teams)
        .set({ name })
        .where(and(eq(teams.id, teamId), eq(teams.tenantId, auth.tenantId)))
        .returning({ id: teams.id, name: teams.name });
      if (!team) throw notFound('Team');
      return { team };
    },

    async remove(auth: AuthContext, teamId: number) {
      await owned(auth.tenantId, teamId);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ teamId: null })
          .where(and(eq(users.teamId, teamId), eq(users.tenantId, auth.tenantId)));
        await tx.delete(teams).where(and(eq(teams.id, teamId), eq(teams.tenantId, auth.tenantId)));
      });
      return { deleted: true as const };
    },
  };
}
