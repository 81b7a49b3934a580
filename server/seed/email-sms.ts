import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { emailAccounts, emailSignatures, emailTemplates, users } from '../db/schema';
import type { DemoTenantContext } from './demo-areas';

const ORG_TEMPLATE = `<p>Hi {{contact.firstName | there}},</p>
<p>Thanks for your time. {{#weekday}}I can call you {{tomorrow}}.{{else}}I will call you {{weekdaysFromNow 1}}.{{/weekday}}</p>
<p>I have copied {{contact.accountName | your team}} on our notes.</p>
<p>Pick a time that suits you: <a href="https://example.com/book">book a call</a>.</p>
<p>Best regards,<br>{{user.firstName}} {{user.lastName}}</p>`;

/**
 * Mailboxes for admin, manager and rep (rep2 has none, to show the missing-mailbox modal; they
 * send through the tenant's relay), an organisation and a personal template, the rep's signature.
 */
export async function seedEmailSms(db: Db, ctx: DemoTenantContext) {
  const { admin, manager, rep } = ctx.userIds;
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [admin, manager, rep]));
  await db.insert(emailAccounts).values(rows.map((u) => ({ tenantId: ctx.tenantId, userId: u.id, address: u.email })));
  await db.insert(emailTemplates).values([
    { tenantId: ctx.tenantId, ownerId: admin, type: 'organization', name: 'Follow-up after call', subject: 'Following up, {{contact.firstName}}', body: ORG_TEMPLATE },
    {
      tenantId: ctx.tenantId,
      ownerId: admin,
      type: 'organization',
      name: 'Meeting confirmation',
      subject: 'Our meeting {{tomorrow}}',
      body: '<p>Hi {{contact.firstName}}, confirming our meeting {{tomorrow}}.</p>',
    },
    {
      tenantId: ctx.tenantId,
      ownerId: rep,
      type: 'personal',
      name: 'Quick intro',
      subject: 'Hello from {{user.firstName}}',
      body: '<p>Hi {{contact.firstName}}, a quick hello from {{user.firstName}}.</p>',
    },
  ]);
  const [repUser] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, rep));
  await db.insert(emailSignatures).values({ tenantId: ctx.tenantId, userId: rep, body: `<p>--<br>${repUser?.firstName ?? ''} ${repUser?.lastName ?? ''}, Demo Co</p>` });
}
