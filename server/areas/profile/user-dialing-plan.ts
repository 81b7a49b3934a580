import { eq } from 'drizzle-orm';
import { planCountry } from '@/src/domain/phone/phone-number-entry';
import type { Db } from '../../db/database';
import { readUserSetting } from '../../db/user-settings';
import { tenantTelephonySettings } from '../../db/schema';
import type { AuthContext } from '../session/session-store';
import { DIALING_PLAN_SETTING } from '../telephony/telephony-settings-service';

/** The country a user's typed numbers are read in: their profile's dialing plan, else their tenant's, else the United States. */
export async function userDialingPlanCountry(db: Pick<Db, 'select'>, auth: Pick<AuthContext, 'tenantId' | 'userId'>): Promise<string> {
  const own = await readUserSetting(db, auth, DIALING_PLAN_SETTING);
  if (typeof own === 'string') return planCountry(own);
  const [tenant] = await db.select({ settings: tenantTelephonySettings.settings }).from(tenantTelephonySettings).where(eq(tenantTelephonySettings.tenantId, auth.tenantId));
  return planCountry(tenant?.settings.dialingPlanCountry);
}
