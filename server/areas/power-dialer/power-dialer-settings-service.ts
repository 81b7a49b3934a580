import { and, eq, sql } from 'drizzle-orm';
import { POWER_DIALER_WAIT_OPTIONS, type PowerDialerSettings } from '@/src/contract/entities/power-dialer';
import type { Db } from '../../db/database';
import { tenantTelephonySettings, tenants, userSettings } from '../../db/schema';
import type { Executor } from '../../activity/activity-log';
import type { AuthContext } from '../session/session-store';

/** User setting key of the power dialer wait time (seconds). */
export const POWER_DIALER_TIME_KEY = 'powerDialer.time';

export interface TenantPowerDialerFlags {
  callingHoursGuard: boolean;
  powerDialerSettingsEnabled: boolean;
  dialingPlanCountry: string;
}

/** The tenant's guard and flag (both default on) and its dialing-plan country (default US). */
export async function tenantPowerDialerFlags(db: Pick<Executor, 'select'>, tenantId: number): Promise<TenantPowerDialerFlags> {
  const [row] = await db
    .select({ settings: tenants.settings, telephony: tenantTelephonySettings.settings })
    .from(tenants)
    .leftJoin(tenantTelephonySettings, eq(tenantTelephonySettings.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId));
  const pd = row?.settings.powerDialer;
  return { callingHoursGuard: pd?.callingHoursGuard ?? true, powerDialerSettingsEnabled: pd?.settingsEnabled ?? true, dialingPlanCountry: row?.telephony?.dialingPlanCountry ?? 'US' };
}

/** The caller's wait time in seconds, or null when never set. */
export async function powerDialerTimeOf(db: Pick<Executor, 'select'>, auth: Pick<AuthContext, 'tenantId' | 'userId'>): Promise<number | null> {
  const [row] = await db
    .select({ value: userSettings.value })
    .from(userSettings)
    .where(and(eq(userSettings.userId, auth.userId), eq(userSettings.tenantId, auth.tenantId), eq(userSettings.key, POWER_DIALER_TIME_KEY)));
  return typeof row?.value === 'number' ? row.value : null;
}

export function createPowerDialerSettingsService(db: Db) {
  async function settingsOf(auth: AuthContext): Promise<PowerDialerSettings> {
    const [flags, time] = await Promise.all([tenantPowerDialerFlags(db, auth.tenantId), powerDialerTimeOf(db, auth)]);
    return { powerDialerTime: time, waitOptions: [...POWER_DIALER_WAIT_OPTIONS], powerDialerSettingsEnabled: flags.powerDialerSettingsEnabled, callingHoursGuard: flags.callingHoursGuard };
  }
  return {
    get: settingsOf,
    /** The contract has checked the value (0 or a wait option). */
    async setTime(auth: AuthContext, seconds: number): Promise<PowerDialerSettings> {
      await db
        .insert(userSettings)
        .values({ tenantId: auth.tenantId, userId: auth.userId, key: POWER_DIALER_TIME_KEY, value: seconds })
        .onConflictDoUpdate({ target: [userSettings.userId, userSettings.key], set: { value: seconds } });
      return settingsOf(auth);
    },
    /** Admin: one jsonb merge, so a concurrent change of another tenant setting is kept. */
    async setTenant(auth: AuthContext, body: { callingHoursGuard?: boolean; powerDialerSettingsEnabled?: boolean }): Promise<PowerDialerSettings> {
      const patch: Record<string, boolean> = {};
      if (body.callingHoursGuard !== undefined) patch.callingHoursGuard = body.callingHoursGuard;
      if (body.powerDialerSettingsEnabled !== undefined) patch.settingsEnabled = body.powerDialerSettingsEnabled;
      await db
        .update(tenants)
        .set({ settings: sql`jsonb_set(${tenants.settings}, '{powerDialer}', coalesce(${tenants.settings} -> 'powerDialer', '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb)` })
        .where(eq(tenants.id, auth.tenantId));
      return settingsOf(auth);
    },
  };
}
export type PowerDialerSettingsService = ReturnType<typeof createPowerDialerSettingsService>;
