import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, NewUserBody, SaveUserBody, UserAclForm } from '@/src/contract';
import { applyRoleRules, canCreateUser, DEFAULT_MAX_USERS, generatePassword, roleIdOf, roleKeyOf, ROLES, type RoleKey } from '@/src/domain/settings/user-admin';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/database';
import { sessions, teams, tenants, timelineAcl, users, userSettings, userTelephonyAcl } from '../../db/schema';
import { readUserSetting, writeUserSetting } from '../../db/user-settings';
import { isUniqueViolation } from '../../db/pg-errors';
import { effectiveArchiveRights } from '@/src/domain/recordings/monitor-tabs';
import { ApiError, notFound } from '../../http/api-error';
import { ROLE_CAPS } from '../../seed/tenant-factory';
import { LIST_PERMISSIONS_SETTING, listPermissionsFrom } from '../lists/list-permissions';
import { hashPassword } from '../session/passwords';
import type { AuthContext } from '../session/session-store';
import { TELEPHONY_DEFAULTS, createTelephonySettingsService, writeUserTelephonyAcl } from '../telephony/telephony-settings-service';
import { userPhoneNumber } from '../telephony/user-phone-numbers';
import { DEFAULT_TIMELINE_ACL } from '../timeline/timeline-acl-service';

type MandatoryRule = { enabled: boolean; time: number; automaticMove: boolean };

/**
 * Spec 3 users screen: the tenant's living users with their ACL, the user limit, create (a generated
 * password shown once), save with the role rules, delete, reset MFA and reset password. The ACL
 * lives where each area enforces it (telephony, timeline, list permissions); this reads and writes
 * them together.
 */
export function createUserAdminService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const telephony = createTelephonySettingsService(db);

  async function tenantDefaults(tenantId: number) {
    const [[timeline], telephonySettings] = await Promise.all([
      db
        .select({ restrict: timelineAcl.restrictOwnActivityHistory })
        .from(timelineAcl)
        .where(and(eq(timelineAcl.tenantId, tenantId), isNull(timelineAcl.userId))),
      telephony.tenantSettings(tenantId),
    ]);
    return {
      restrictOwnActivityHistory: timeline?.restrict ?? DEFAULT_TIMELINE_ACL.restrictOwnActivityHistory,
      mandatoryCallResult: (telephonySettings.mandatoryCallResult ?? TELEPHONY_DEFAULTS.mandatoryCallResult) as MandatoryRule,
    };
  }

  /** The users of the tenant (or one of them) with their ACL, one query. */
  async function read(tenantId: number, where?: SQL): Promise<AdminUser[]> {
    const [rows, defaults] = await Promise.all([
      db
        .select({
          user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role, teamId: users.teamId, active: users.active, mfaMethod: users.mfaMethod },
          teamName: teams.name,
          telephony: userTelephonyAcl,
          restrict: timelineAcl.restrictOwnActivityHistory,
          listPermissions: userSettings.value,
        })
        .from(users)
        .leftJoin(teams, and(eq(teams.id, users.teamId), eq(teams.tenantId, users.tenantId)))
        .leftJoin(userTelephonyAcl, eq(userTelephonyAcl.userId, users.id))
        .leftJoin(timelineAcl, and(eq(timelineAcl.userId, users.id), eq(timelineAcl.tenantId, users.tenantId)))
        .leftJoin(userSettings, and(eq(userSettings.userId, users.id), eq(userSettings.key, LIST_PERMISSIONS_SETTING)))
        .where(and(eq(users.tenantId, tenantId), isNull(users.deletedAt), where))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
      tenantDefaults(tenantId),
    ]);
    return rows.map(({ user, teamName, telephony: tel, restrict, listPermissions }) => {
      const lists = listPermissionsFrom(user.role, listPermissions);
      const archive = effectiveArchiveRights({ role: user.role, monitorRead: false, access: tel?.callArchiveAccess ?? false, edit: tel?.callArchiveEdit ?? false });
      return {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        userRoleId: roleIdOf(user.role),
        teamId: user.teamId,
        teamName: teamName ?? null,
        active: user.active,
        mfaConfigured: user.mfaMethod !== null,
        acl: {
          tagsListsCreate: lists.canCreateTag,
          tagsListsManage: lists.canManageTags,
          canRefreshLists: lists.canRefreshLists,
          canResetLists: lists.canResetLists,
          onDemandCallRecording: tel?.onDemandCallRecording ?? true,
          callArchive: { access: archive.archiveAccess, edit: archive.archiveEdit },
          restrictOwnActivityHistory: restrict ?? defaults.restrictOwnActivityHistory,
          mandatoryCallResult: (tel?.mandatoryCallResult ?? defaults.mandatoryCallResult).enabled,
          enablePstn: tel?.enablePstn ?? false,
          enableSms: tel?.enableSms ?? true,
          parallelDialer: { enabled: tel?.parallelDialerEnabled ?? false, lines: tel?.parallelDialerLines ?? 0 },
        },
      };
    });
  }

  async function one(tenantId: number, userId: number): Promise<AdminUser> {
    const [user] = await read(tenantId, eq(users.id, userId));
    if (!user) throw notFound('User');
    return user;
  }

  const roleOf = (userRoleId: number): RoleKey => {
    const key = roleKeyOf(userRoleId);
    if (!key) throw new ApiError(400, 'Unknown role', { code: 'UNKNOWN_ROLE' });
    return key;
  };

  async function checkTeam(tx: Tx | Db, tenantId: number, teamId: number | null | undefined) {
    if (teamId == null) return;
    const [team] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.tenantId, tenantId)));
    if (!team) throw new ApiError(400, 'Unknown team', { code: 'UNKNOWN_TEAM' });
  }

  async function livingUsers(tenantId: number, q: Tx | Db = db) {
    const [row] = await q
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), isNull(users.deletedAt)));
    const [tenant] = await q.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
    return { userCount: row?.n ?? 0, maxUsers: tenant?.settings.maxUsers ?? DEFAULT_MAX_USERS };
  }

  /** Writes the ACL where each area reads it, in the caller's transaction. */
  async function writeAcl(tx: Tx, tenantId: number, userId: number, acl: UserAclForm, tenantMandatory: MandatoryRule) {
    const [stored] = await tx.select({ mandatory: userTelephonyAcl.mandatoryCallResult }).from(userTelephonyAcl).where(eq(userTelephonyAcl.userId, userId));
    const effective = stored?.mandatory ?? tenantMandatory;
    // A switch left as it was keeps what it followed (the tenant, or the user's own rule); a switch turned writes the user's own rule.
    const mandatoryCallResult = effective.enabled === acl.mandatoryCallResult ? (stored?.mandatory ?? null) : { ...effective, enabled: acl.mandatoryCallResult };
    const telephonyRow = {
      mandatoryCallResult,
      enablePstn: acl.enablePstn,
      enableSms: acl.enableSms,
      onDemandCallRecording: acl.onDemandCallRecording,
      callArchiveAccess: acl.callArchive.access,
      callArchiveEdit: acl.callArchive.access && acl.callArchive.edit,
      parallelDialerEnabled: acl.parallelDialer.enabled,
      parallelDialerLines: acl.parallelDialer.lines,
    };
    await writeUserTelephonyAcl(tx, tenantId, userId, telephonyRow);
    await tx
      .insert(timelineAcl)
      .values({ tenantId, userId, restrictOwnActivityHistory: acl.restrictOwnActivityHistory })
      .onConflictDoUpdate({ target: [timelineAcl.tenantId, timelineAcl.userId], set: { restrictOwnActivityHistory: acl.restrictOwnActivityHistory } });
    const listSetting = await readUserSetting(tx, { tenantId, userId }, LIST_PERMISSIONS_SETTING);
    const previous = typeof listSetting === 'object' && listSetting !== null ? listSetting : {};
    await writeUserSetting(tx, { tenantId, userId }, LIST_PERMISSIONS_SETTING, {
      ...previous,
      canCreateTag: acl.tagsListsCreate,
      canManageTags: acl.tagsListsManage,
      canRefreshLists: acl.canRefreshLists,
      canResetLists: acl.canResetLists,
    });
  }

  const refuseSelf = (auth: AuthContext, userId: number, what: string) => {
    if (auth.userId === userId) throw new ApiError(409, `You cannot ${what} yourself`);
  };

  return {
    list: (auth: AuthContext) => read(auth.tenantId),
    roles: () => ROLES.map(({ id, name }) => ({ id, name })),

    async limit(auth: AuthContext) {
      const { userCount, maxUsers } = await livingUsers(auth.tenantId);
      return { canCreate: canCreateUser(userCount, maxUsers), userCount, maxUsers };
    },

    async create(auth: AuthContext, body: NewUserBody & { email: string }) {
      const role = roleOf(body.userRoleId);
      const password = generatePassword(randomInt);
      const passwordHash = await hashPassword(password);
      const defaults = await tenantDefaults(auth.tenantId);
      try {
        const userId = await db.transaction(async (tx) => {
          // One creation per tenant at a time, so two cannot both take the last place.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`users:${auth.tenantId}`}))`);
          const { userCount, maxUsers } = await livingUsers(auth.tenantId, tx);
          if (!canCreateUser(userCount, maxUsers)) throw new ApiError(403, 'The maximum number of users has been reached', { code: 'ERROR_MAX_NUMBER_OF_USERS' });
          await checkTeam(tx, auth.tenantId, body.teamId);
          const [row] = await tx
            .insert(users)
            .values({
              tenantId: auth.tenantId,
              teamId: body.teamId ?? null,
              email: body.email,
              passwordHash,
              firstName: body.firstName,
              lastName: body.lastName,
              role,
              capList: ROLE_CAPS[role],
              presence: 'offline',
              provisioningId: randomUUID(),
            })
            .returning({ id: users.id });
          if (!row) throw new Error('user not created');
          const base = listPermissionsFrom(role, undefined);
          const acl = applyRoleRules(
            roleIdOf(role),
            {
              tagsListsCreate: base.canCreateTag,
              tagsListsManage: base.canManageTags,
              canRefreshLists: base.canRefreshLists,
              canResetLists: base.canResetLists,
              onDemandCallRecording: true,
              callArchive: { access: false, edit: false },
              restrictOwnActivityHistory: defaults.restrictOwnActivityHistory,
              mandatoryCallResult: defaults.mandatoryCallResult.enabled,
              enablePstn: false,
              enableSms: true,
              parallelDialer: { enabled: false, lines: 0 },
            },
            null,
          );
          await writeAcl(tx, auth.tenantId, row.id, acl, defaults.mandatoryCallResult);
          return row.id;
        });
        // The new user's own number on the carrier, so the numbers page lists it from the start.
        await userPhoneNumber(db, auth.tenantId, userId);
        return { user: await one(auth.tenantId, userId), password };
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, 'A user with this email already exists', { code: 'EMAIL_TAKEN' });
        throw error;
      }
    },

    async save(auth: AuthContext, userId: number, body: SaveUserBody & { email: string }) {
      const current = await one(auth.tenantId, userId);
      const role = roleOf(body.userRoleId);
      if (auth.userId === userId && (body.userRoleId !== current.userRoleId || !body.active)) throw new ApiError(409, 'You cannot change your own role or deactivate yourself');
      const acl = applyRoleRules(body.userRoleId, body.acl, current.userRoleId);
      const defaults = await tenantDefaults(auth.tenantId);
      try {
        await db.transaction(async (tx) => {
          await checkTeam(tx, auth.tenantId, body.teamId);
          const [row] = await tx.select({ role: users.role, capList: users.capList }).from(users).where(eq(users.id, userId)).for('update');
          if (!row) throw notFound('User');
          // A role change swaps the old role's capabilities for the new one's and keeps any given on top.
          const extra = row.capList.filter((cap) => !ROLE_CAPS[row.role].includes(cap));
          await tx
            .update(users)
            .set({
              firstName: body.firstName,
              lastName: body.lastName,
              email: body.email,
              role,
              teamId: body.teamId ?? null,
              active: body.active,
              capList: role === row.role ? row.capList : [...new Set([...ROLE_CAPS[role], ...extra])],
            })
            .where(and(eq(users.id, userId), eq(users.tenantId, auth.tenantId)));
          await writeAcl(tx, auth.tenantId, userId, acl, defaults.mandatoryCallResult);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, 'A user with this email already exists', { code: 'EMAIL_TAKEN' });
        throw error;
      }
      return { user: await one(auth.tenantId, userId) };
    },

    /** Deleted users keep the history that names them; they never sign in again and leave the pickers. */
    async remove(auth: AuthContext, userId: number) {
      refuseSelf(auth, userId, 'delete');
      await one(auth.tenantId, userId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ deletedAt: now, active: false, presence: 'offline' })
          .where(and(eq(users.id, userId), eq(users.tenantId, auth.tenantId)));
        await tx
          .update(sessions)
          .set({ endedAt: now, endReason: 'logged_out' })
          .where(and(eq(sessions.userId, userId), eq(sessions.tenantId, auth.tenantId), isNull(sessions.endedAt)));
      });
      return { deleted: true as const };
    },

    async resetMfa(auth: AuthContext, userId: number) {
      await one(auth.tenantId, userId);
      await db
        .update(users)
        .set({ mfaMethod: null, mfaSecret: null })
        .where(and(eq(users.id, userId), eq(users.tenantId, auth.tenantId)));
      return { user: await one(auth.tenantId, userId) };
    },

    /** A new generated password, shown once to the admin (spec 3: payload.newPassword). */
    async resetPassword(auth: AuthContext, userId: number) {
      await one(auth.tenantId, userId);
      const newPassword = generatePassword(randomInt);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), mustChangePassword: false })
        .where(and(eq(users.id, userId), eq(users.tenantId, auth.tenantId)));
      return { newPassword };
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
