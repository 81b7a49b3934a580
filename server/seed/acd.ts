import type { Db } from '../db/database';
import { acdQueueMembers, acdQueues, tenantPhoneNumbers } from '../db/schema';
import { inventoryRowOf } from '../areas/numbers/inventory-row';
import type { DemoTenantContext } from './demo-areas';

/** The demo's inbound queue: `npm run call-in -- +15557000100 +15550123` calls it; both reps answer it. */
export const DEMO_QUEUE_NUMBER = '+15557000100';

export async function seedAcd(db: Db, ctx: DemoTenantContext): Promise<void> {
  const [queue] = await db.insert(acdQueues).values({ tenantId: ctx.tenantId, name: 'Sales line', phoneNumber: DEMO_QUEUE_NUMBER, ringSeconds: 20, wrapUpSeconds: 10 }).returning({ id: acdQueues.id });
  await db.insert(acdQueueMembers).values([ctx.userIds.rep, ctx.userIds.rep2].map((userId) => ({ tenantId: ctx.tenantId, queueId: queue!.id, userId })));
  await db
    .insert(tenantPhoneNumbers)
    .values({ ...inventoryRowOf(DEMO_QUEUE_NUMBER), tenantId: ctx.tenantId, queueId: queue!.id })
    .onConflictDoNothing();
}
