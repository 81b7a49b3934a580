import { eq, sql } from 'drizzle-orm';
import type { WeekSchedule } from '@/src/contract';
import type { Db } from '../db/database';
import { tenants } from '../db/schema';
import type { DemoTenantContext } from './demo-areas';

const HOUR_MS = 3_600_000;
const NINE_TO_FIVE = [{ start: 9 * HOUR_MS, end: 17 * HOUR_MS }];

/** The demo's schedule: Monday to Friday 9:00-17:00 in the tenant's time zone (intervals are read in it). */
export const DEMO_SCHEDULE_NAME = 'Office hours';
export const DEMO_SCHEDULE: WeekSchedule = { '1': NINE_TO_FIVE, '2': NINE_TO_FIVE, '3': NINE_TO_FIVE, '4': NINE_TO_FIVE, '5': NINE_TO_FIVE };

/** Adds "Office hours" to the tenant's schedules unless a schedule of that name is there already. */
export async function seedSchedules(db: Db, ctx: DemoTenantContext): Promise<void> {
  await db
    .update(tenants)
    .set({
      settings: sql`jsonb_set(${tenants.settings}, '{schedules}', jsonb_build_object(${DEMO_SCHEDULE_NAME}::text, ${JSON.stringify(DEMO_SCHEDULE)}::jsonb) || coalesce(${tenants.settings}->'schedules', '{}'::jsonb))`,
    })
    .where(eq(tenants.id, ctx.tenantId));
}
