import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { callLists, playbooks, playbookSteps, playbookStepVariants } from '../db/schema';
import { placeOnStep } from '../areas/playbooks/playbook-progress';
import type { DemoTenantContext } from './demo-areas';

/**
 * Demo playbook "Outbound Q4": a call step, then after a 1-day gap an automatic email step with variants
 * A and B, sent as the manager; a connect call (>= 120 s) takes the contact out. It goes on the first demo
 * list without a playbook when the lists seed made one (it runs after it), else it stays unassociated.
 */
export async function seedPlaybooks(db: Db, ctx: DemoTenantContext): Promise<void> {
  const [playbook] = await db
    .insert(playbooks)
    .values({
      tenantId: ctx.tenantId,
      name: 'Outbound Q4',
      description: 'Call, then an automatic follow-up email a day later.',
      automaticEmailUserId: ctx.userIds.manager,
      exitConditions: [{ condition: 'connectCall', value: null, success: true }],
    })
    .returning({ id: playbooks.id });
  if (!playbook) return;
  const [call] = await db
    .insert(playbookSteps)
    .values({ tenantId: ctx.tenantId, playbookId: playbook.id, position: 0, name: 'Intro call', action: 'call', priority: 0, gapMinutes: 0, contactPhoneField: 'Phone', leadPhoneField: 'Phone' })
    .returning({ id: playbookSteps.id, gapMinutes: playbookSteps.gapMinutes, businessDays: playbookSteps.businessDays, schedule: playbookSteps.schedule });
  const [email] = await db
    .insert(playbookSteps)
    .values({ tenantId: ctx.tenantId, playbookId: playbook.id, position: 1, name: 'Follow-up email', action: 'automatic-email', gapMinutes: 1440 })
    .returning({ id: playbookSteps.id });
  if (!call || !email) return;
  await db.insert(playbookStepVariants).values([
    {
      tenantId: ctx.tenantId,
      stepId: email.id,
      letter: 'A',
      name: 'Short',
      subject: 'Following up, {{contact.firstName}}',
      body: '<p>Hi {{contact.firstName}}, I tried to reach you yesterday. Do you have 15 minutes this week?</p>',
    },
    {
      tenantId: ctx.tenantId,
      stepId: email.id,
      letter: 'B',
      name: 'Value',
      subject: 'An idea for {{contact.accountName}}',
      body: '<p>Hi {{contact.firstName}}, teams like yours cut dialing time in half with us. Worth a call?</p>',
    },
  ]);
  const [list] = await db
    .select({ id: callLists.id })
    .from(callLists)
    .where(and(eq(callLists.tenantId, ctx.tenantId), isNull(callLists.playbookId)))
    .orderBy(asc(callLists.id))
    .limit(1);
  if (!list) return;
  await db.update(callLists).set({ playbookId: playbook.id }).where(eq(callLists.id, list.id));
  await placeOnStep(db, { tenantId: ctx.tenantId, listId: list.id, contactIds: null, step: call, now: ctx.now });
}
