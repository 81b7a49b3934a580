import type { profileRoutes } from '@/src/contract/routes/profile';
import { DEFAULT_DESKTOP_NOTIFICATIONS, desktopNotificationSettings } from '@/src/contract';
import { dialingPlanOf } from '@/src/domain/settings/dialing-plan';
import type { Db } from '../../db/database';
import { readUserSetting, writeUserSetting } from '../../db/user-settings';
import type { AreaHandlers } from '../../http/handlers';
import type { AuthContext } from '../session/session-store';
import { createTelephonySettingsService, DIALING_PLAN_SETTING, TELEPHONY_DEFAULTS } from '../telephony/telephony-settings-service';
import { TIME_ZONE_SETTING, userTimeZone } from './user-time-zone';

const DESKTOP_NOTIFICATIONS_SETTING = 'desktopNotifications';

/** My profile: the dialing plan is the user's own country when chosen, else the tenant's (which the phone then dials with). */
export function profileHandlers(deps: { db: Db }): AreaHandlers<typeof profileRoutes> {
  const telephony = createTelephonySettingsService(deps.db);
  async function current(auth: AuthContext) {
    const own = await readUserSetting(deps.db, auth, DIALING_PLAN_SETTING);
    const ownPlan = typeof own === 'string' ? dialingPlanOf(own) : null;
    if (ownPlan) return { dialingPlan: ownPlan, own: true };
    const tenant = (await telephony.tenantSettings(auth.tenantId)).dialingPlanCountry ?? TELEPHONY_DEFAULTS.dialingPlanCountry;
    return { dialingPlan: dialingPlanOf(tenant) ?? { iso2: tenant, countryCode: '', countryName: tenant }, own: false };
  }
  return {
    dialingPlan: ({ auth }) => current(auth),
    updateDialingPlan: async ({ auth, body }) => {
      await writeUserSetting(deps.db, auth, DIALING_PLAN_SETTING, body.iso2);
      return current(auth);
    },
    timeZone: ({ auth }) => userTimeZone(deps.db, auth),
    updateTimeZone: async ({ auth, body }) => {
      await writeUserSetting(deps.db, auth, TIME_ZONE_SETTING, body.timeZone);
      return userTimeZone(deps.db, auth);
    },
    desktopNotifications: async ({ auth }) => desktopNotificationSettings.safeParse(await readUserSetting(deps.db, auth, DESKTOP_NOTIFICATIONS_SETTING)).data ?? DEFAULT_DESKTOP_NOTIFICATIONS,
    updateDesktopNotifications: async ({ auth, body }) => {
      await writeUserSetting(deps.db, auth, DESKTOP_NOTIFICATIONS_SETTING, body);
      return body;
    },
  };
}
