import { eq } from 'drizzle-orm';
import { DEFAULT_USER_TIME_ZONE, isTimeZone } from '@/src/domain/settings/time-zone';
import type { Db } from '../../db/database';
import { readUserSetting } from '../../db/user-settings';
import { tenants } from '../../db/schema';
import type { AuthContext } from '../session/session-store';

/** The user setting holding my profile's time zone (an IANA name). */
export const TIME_ZONE_SETTING = 'timeZone';

/** The user's time zone: their own, else the one their tenant set, else UTC. */
export async function userTimeZone(db: Db, auth: Pick<AuthContext, 'tenantId' | 'userId'>): Promise<{ timeZone: string; own: boolean }> {
  const own = await readUserSetting(db, auth, TIME_ZONE_SETTING);
  if (typeof own === 'string' && isTimeZone(own)) return { timeZone: own, own: true };
  const [tenant] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, auth.tenantId));
  const zone = tenant?.settings.timeZone;
  return { timeZone: zone && isTimeZone(zone) ? zone : DEFAULT_USER_TIME_ZONE, own: false };
}
