import type { Db } from '../db/database';
import { seedCrm } from './crm';
import { seedTelephony } from './telephony';
import { seedTasks } from './tasks';
import { seedEmailSms } from './email-sms';
import { seedPlaybooks } from './playbooks';
import { seedLists } from './lists';
import { seedAcd } from './acd';
import { seedSchedules } from './schedules';

export interface DemoTenantContext {
  tenantId: number;
  userIds: { admin: number; manager: number; rep: number; rep2: number };
  teamIds: { east: number; west: number };
  contactIds: number[];
  accountIds: number[];
  now: Date;
}

/**
 * Seed steps of later areas (field layouts, call results, lists...), run in order after the core
 * demo data. Each area adds one line.
 */
export const demoAreaSeeds: ReadonlyArray<(db: Db, ctx: DemoTenantContext) => Promise<void>> = [seedTelephony, seedCrm, seedTasks, seedEmailSms, seedLists, seedPlaybooks, seedSchedules, seedAcd];
