import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, activities, contacts, contactSocialApps, fieldLayouts, leadStatuses, opportunities, opportunityStages, timelineAcl, users } from '../db/schema';
import { LEAD_SOURCES } from '../areas/layouts/default-layouts';
import { CONTACT_ROLES, demoLayout, INDUSTRIES, INTERESTS, LEAD_RATINGS } from './crm-layouts';
import type { DemoTenantContext } from './demo-areas';
import { seededRandom } from './random';

export const DEMO_LEAD_STATUSES = ['Open - Not Contacted', 'Working - Contacted', 'Qualified', 'Unqualified', 'Nurturing'];
export const DEMO_STAGES = [
  { name: 'Prospecting', isClosed: false, isWon: false },
  { name: 'Qualification', isClosed: false, isWon: false },
  { name: 'Needs Analysis', isClosed: false, isWon: false },
  { name: 'Proposal', isClosed: false, isWon: false },
  { name: 'Negotiation', isClosed: false, isWon: false },
  { name: 'Closed Won', isClosed: true, isWon: true },
  { name: 'Closed Lost', isClosed: true, isWon: false },
];
const NOTES = [
  'Asked for pricing for 25 seats; send the proposal by Friday.',
  'Gatekeeper says the VP is back next week.',
  'Interested in the power dialer; wants a demo with the team.',
  'Budget approved for Q3. Follow up on legal review.',
  'Prefers email over calls before noon.',
];

/** CRM core demo data: layouts, lead statuses, stages, custom values, social apps, opportunities, notes and contact events. */
export async function seedCrm(db: Db, ctx: DemoTenantContext) {
  const rnd = seededRandom(4_2026);
  const { tenantId, now } = ctx;
  const dayMs = 86_400_000;

  await db.insert(fieldLayouts).values((['contact', 'lead', 'task', 'account', 'opportunity'] as const).map((entity) => ({ tenantId, entity, fields: demoLayout(entity) })));
  const statusRows = await db
    .insert(leadStatuses)
    .values(DEMO_LEAD_STATUSES.map((name, order) => ({ tenantId, name, order, isDefault: order === 0 })))
    .returning({ id: leadStatuses.id });
  const stageRows = await db
    .insert(opportunityStages)
    .values(DEMO_STAGES.map((s, order) => ({ tenantId, ...s, order })))
    .returning({ id: opportunityStages.id, name: opportunityStages.name });
  await db.insert(timelineAcl).values({ tenantId, userId: null, restrictOwnActivityHistory: false, canDeleteTimelineEntry: true });

  const accountRows = await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.tenantId, tenantId));
  for (const account of accountRows) {
    await db
      .update(accounts)
      .set({
        shippingStreet: `${rnd.int(10, 999)} Market Street`,
        shippingState: rnd.pick(['TX', 'MA', 'IL', 'CO', 'FL', 'WA']),
        shippingPostalCode: String(rnd.int(10000, 99999)),
        otherFields: JSON.stringify({
          Industry__c: rnd.pick(Object.keys(INDUSTRIES)),
          Employees__c: rnd.int(20, 5000),
          Website__c: `https://${account.name.toLowerCase().replace(/[^a-z]/g, '')}.example`,
        }),
      })
      .where(eq(accounts.id, account.id));
  }

  const rows = await db
    .select({ id: contacts.id, isLead: contacts.isLead, accountId: contacts.accountId, ownerId: contacts.ownerId, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contacts)
    .where(eq(contacts.tenantId, tenantId))
    .orderBy(contacts.id);
  const events: (typeof activities.$inferInsert)[] = [];
  await db.transaction(async (tx) => {
    for (const [i, c] of rows.entries()) {
      const otherFields: Record<string, string | number | boolean> = { Is_Decision_Maker__c: rnd.chance(0.3) };
      if (rnd.chance(0.7)) {
        const industry = rnd.pick(Object.keys(INDUSTRIES));
        otherFields.Industry__c = industry;
        if (rnd.chance(0.6)) otherFields.Sub_Industry__c = rnd.pick(INDUSTRIES[industry] ?? []);
      }
      if (rnd.chance(0.4)) otherFields.Interests__c = [...new Set([rnd.pick(INTERESTS), rnd.pick(INTERESTS)])].join(';');
      if (rnd.chance(0.5)) otherFields.Employees__c = rnd.int(5, 5000);
      // Most records leave the required role / rating empty, so editing opens it (spec 1 section 2).
      if (rnd.chance(0.3)) otherFields[c.isLead ? 'Lead_Rating__c' : 'Contact_Role__c'] = rnd.pick(c.isLead ? LEAD_RATINGS : CONTACT_ROLES);
      // Created before the 60 days of seeded activity, as its NEW_CONTACT / NEW_LEAD event says.
      const createdAt = new Date(now.getTime() - rnd.int(61, 120) * dayMs);
      await tx
        .update(contacts)
        .set({
          otherFields,
          leadSource: rnd.pick(LEAD_SOURCES),
          leadStatusId: c.isLead ? (rnd.pick(statusRows)?.id ?? null) : null,
          externalId: i % 4 === 0 ? `003DEMO${String(c.id).padStart(8, '0')}` : null,
          createdAt,
        })
        .where(eq(contacts.id, c.id));
      if (i % 3 === 0) {
        const handle = `${c.firstName}${c.lastName}`.toLowerCase().replace(/[^a-z0-9]/g, '');
        await tx
          .insert(contactSocialApps)
          .values([
            { tenantId, contactId: c.id, appName: 'LINKEDIN', appUrl: `https://www.linkedin.com/in/${handle}${c.id}` },
            ...(i % 2 === 0 ? [{ tenantId, contactId: c.id, appName: 'TWITTER' as const, appUrl: `https://twitter.com/${handle}${c.id}` }] : []),
          ]);
      }
      events.push({ tenantId, userId: c.ownerId, contactId: c.id, kind: 'contact_event', occurredAt: createdAt, data: { event: c.isLead ? 'NEW_LEAD' : 'NEW_CONTACT' } });
      if (i % 5 === 0) {
        const by = rnd.pick([ctx.userIds.rep, ctx.userIds.rep2, ctx.userIds.manager]);
        events.push({
          tenantId,
          userId: by,
          contactId: c.id,
          kind: 'note',
          occurredAt: new Date(now.getTime() - rnd.int(1, 50) * dayMs - rnd.int(0, 8) * 3_600_000),
          data: { content: rnd.pick(NOTES) },
        });
      }
    }
  });

  const names = new Map((await db.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users).where(eq(users.tenantId, tenantId))).map((u) => [u.id, `${u.first} ${u.last}`]));
  // A few owner changes, so the timeline shows the event.
  for (const c of rows.filter((_, i) => i % 16 === 1)) {
    const from = c.ownerId === ctx.userIds.rep ? ctx.userIds.rep2 : ctx.userIds.rep;
    events.push({
      tenantId,
      userId: ctx.userIds.manager,
      contactId: c.id,
      kind: 'contact_event',
      occurredAt: new Date(now.getTime() - rnd.int(20, 59) * dayMs),
      data: { event: 'CHANGE_OWNER', from: names.get(from) ?? null, to: c.ownerId ? (names.get(c.ownerId) ?? null) : null },
    });
  }

  const withAccount = rows.filter((c) => !c.isLead && c.accountId !== null);
  for (let i = 0; i < Math.min(24, withAccount.length); i++) {
    const c = withAccount[(i * 7) % withAccount.length];
    if (!c) continue;
    const stage = rnd.pick(stageRows);
    if (!stage) continue;
    const close = new Date(now.getTime() + rnd.int(-30, 90) * dayMs).toISOString().slice(0, 10);
    const [opp] = await db
      .insert(opportunities)
      .values({
        tenantId,
        name: `${accountRows.find((a) => a.id === c.accountId)?.name ?? 'Deal'} - ${rnd.pick(['Pilot', 'Expansion', 'Renewal', 'New Business'])} ${i + 1}`,
        closeDate: close,
        amount: rnd.int(5, 120) * 1000,
        stageId: stage.id,
        accountId: c.accountId,
        contactId: c.id,
        otherFields: JSON.stringify({ Probability__c: rnd.int(10, 90), Next_Step__c: 'Send proposal' }),
        createdAt: new Date(now.getTime() - rnd.int(5, 60) * dayMs),
      })
      .returning({ id: opportunities.id });
    if (opp)
      events.push({
        tenantId,
        userId: c.ownerId,
        contactId: c.id,
        kind: 'contact_event',
        occurredAt: new Date(now.getTime() - rnd.int(1, 20) * dayMs),
        data: { event: 'CHANGE_OPPORTUNITY_STATUS', from: null, to: stage.name, opportunityId: opp.id, accountId: c.accountId },
      });
  }
  for (let i = 0; i < events.length; i += 1000) await db.insert(activities).values(events.slice(i, i + 1000));
}
