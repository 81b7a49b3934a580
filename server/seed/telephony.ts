import type { Db } from '../db/database';
import { predefinedMessages, tenantPhoneNumbers, userPhoneNumbers } from '../db/schema';
import { inventoryRowOf } from '../areas/numbers/inventory-row';
import { simulatedUserNumber } from '../areas/telephony/user-phone-numbers';
import type { DemoTenantContext } from './demo-areas';

/** Demo telephony: voicemail drops to leave, and each user's number on the Simulated carrier. */
export async function seedTelephony(db: Db, ctx: DemoTenantContext): Promise<void> {
  await db.insert(predefinedMessages).values([
    {
      tenantId: ctx.tenantId,
      userId: null,
      type: 'VOICE_MESSAGE',
      name: 'Introduction voicemail',
      script: 'Hi, this is the sales team at Dialworks. We help teams like yours call more customers in less time. Please call us back at your convenience. Thank you.',
    },
    {
      tenantId: ctx.tenantId,
      userId: null,
      type: 'VOICE_MESSAGE',
      name: 'Follow-up after demo',
      script: 'Hi, following up on our demo. I have the answers to your questions. Call me back when you can.',
    },
    { tenantId: ctx.tenantId, userId: ctx.userIds.rep, type: 'VOICE_MESSAGE', name: 'Callback request', script: 'Hi, it is Riley. Please give me a call back today. Thanks.' },
    {
      tenantId: ctx.tenantId,
      userId: null,
      type: 'CALLBACK_NOTICE',
      name: 'We will call you back',
      script: 'Hello, this is the sales team at Dialworks, at 555 0100. All of us are on a call: we will call you back in a moment. Thank you.',
    },
  ]);
  await db
    .insert(userPhoneNumbers)
    .values(Object.values(ctx.userIds).map((userId) => ({ tenantId: ctx.tenantId, userId, phoneNumber: simulatedUserNumber(userId) })))
    .onConflictDoNothing();
  // The tenant's numbers on the Simulated carrier: each user's own, and a few not given to anyone yet.
  await db
    .insert(tenantPhoneNumbers)
    .values([
      ...Object.values(ctx.userIds).map((userId) => ({ ...inventoryRowOf(simulatedUserNumber(userId)), tenantId: ctx.tenantId, userId })),
      ...DEMO_SPARE_NUMBERS.map(({ number, state }) => ({ ...inventoryRowOf(number, state), tenantId: ctx.tenantId })),
    ])
    .onConflictDoNothing();
}

/** Numbers the demo tenant holds without an assignee (settings numbers): fictional ranges of their countries. */
export const DEMO_SPARE_NUMBERS = [
  { number: '+12125550142', state: 'New York' },
  { number: '+14155550131', state: 'California' },
  { number: '+13125550163', state: 'Illinois' },
  { number: '+442079460958', state: 'England' },
  { number: '+6565550127', state: null },
];
