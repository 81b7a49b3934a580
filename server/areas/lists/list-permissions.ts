import { and, eq } from 'drizzle-orm';
import { listPermissions, type ListPermissions } from '@/src/contract/entities/lists';
import type { Db } from '../../db/database';
import { tenants, userSettings, users } from '../../db/schema';
import { LIST_TEXTS, listError } from './list-errors';
import type { AuthContext } from '../session/session-store';

/** User setting that overrides the role's list permissions ({canResetLists?, ...}). */
export const LIST_PERMISSIONS_SETTING = 'lists.permissions';
export const DEFAULT_TENANT_TIME_ZONE = 'America/New_York';

const BY_ROLE: Record<'admin' | 'manager' | 'rep', ListPermissions> = {
  admin: { canResetLists: true, canRefreshLists: true, canCreateTag: true, canManageTags: true, canEmail: true },
  manager: { canResetLists: true, canRefreshLists: true, canCreateTag: true, canManageTags: true, canEmail: true },
  rep: { canResetLists: false, canRefreshLists: false, canCreateTag: false, canManageTags: false, canEmail: true },
};

/** The caller's list permissions: from the role, then the user setting's overrides. */
export async function listPermissionsOf(db: Db, auth: AuthContext): Promise<ListPermissions> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)));
  const [setting] = await db
    .select({ value: userSettings.value })
    .from(userSettings)
    .where(and(eq(userSettings.userId, auth.userId), eq(userSettings.tenantId, auth.tenantId), eq(userSettings.key, LIST_PERMISSIONS_SETTING)));
  return listPermissionsFrom(row?.role ?? 'rep', setting?.value);
}

/** A role's list permissions with the stored user setting's overrides (anything unreadable in it is ignored). */
export function listPermissionsFrom(role: 'admin' | 'manager' | 'rep', setting: unknown): ListPermissions {
  const overrides = listPermissions.partial().safeParse(setting ?? {}).data ?? {};
  return { ...BY_ROLE[role], ...overrides };
}

export async function requireListPermission(db: Db, auth: AuthContext, name: keyof ListPermissions): Promise<void> {
  if (!(await listPermissionsOf(db, auth))[name]) throw listError(403, LIST_TEXTS.noPermission);
}

/** The tenant's time zone for filter dates (tenant setting timeZone, default America/New_York). */
export async function tenantTimeZone(db: Db, tenantId: number): Promise<string> {
  const [row] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.settings.timeZone ?? DEFAULT_TENANT_TIME_ZONE;
}
