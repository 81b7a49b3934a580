import type { Db } from '../db/database';
import { predefinedMessages, userPhoneNumbers } from '../db/schema';
import { simulatedUserNumber } from '../areas/telephony/user-phone-numbers';
import type { DemoTenantContext } from './demo-areas';

/** Demo telephony: voicemail drops to leave, and each user's number on the Simulated carrier. */
export async function seedTelephony(db: Db, ctx: DemoTenantContext): Promise<void> {
  await db.insert(predefinedMessages).values([
    { tenantId: ctx.tenantId, userId: null, type: 'VOICE_MESSAGE', name: 'Introduction voicemail' },
    { tenantId: ctx.tenantId, userId: null, type: 'VOICE_MESSAGE', name: 'Follow-up after demo' },
    { tenantId: ctx.tenantId, userId: ctx.userIds.rep, type: 'VOICE_MESSAGE', name: 'Callback request' },
  ]);
  await db
    .insert(userPhoneNumbers)
    .values(Object.values(ctx.userIds).map((userId) => ({ tenantId: ctx.tenantId, userId, phoneNumber: simulatedUserNumber(userId) })))
    .onConflictDoNothing();
}
