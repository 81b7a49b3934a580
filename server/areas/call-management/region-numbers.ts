import { eq } from 'drizzle-orm';
import { regionNumberProblem } from '@/src/domain/settings/call-management';
import type { Db } from '../../db/database';
import { tenants } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** Spec 3 section 5: a number the user typed, refused (400) when the tenant's region restricts it. Nothing is saved before this. */
export async function checkRegionNumbers(db: Db, tenantId: number, numbers: string[]) {
  const [tenant] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  const region = tenant?.settings.region ?? 'us';
  for (const number of numbers) {
    const problem = regionNumberProblem(number, region);
    if (problem) throw new ApiError(400, problem, { code: 'PHONE_NUMBER_RESTRICTED' });
  }
}
