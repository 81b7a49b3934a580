import { randomUUID } from 'node:crypto';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';
import { mailTo } from './support/mailbox';

type Payload<T> = { payload: T; message?: string };

/**
 * The playbook engine of the running server (its own periodic tick, no test hook): an automatic email
 * step sends by itself through the SMTP sink, dealing variants A and B, and the contact's timeline in
 * the workspace shows the email. The gap rule itself (nothing before the gap passes) is proven on a
 * fake clock in server/areas/playbooks/playbook-engine.test.ts.
 */
test('an automatic email step sends by itself, alternating variants, and the contact timeline shows it', async ({ workspace }) => {
  test.setTimeout(120_000);
  const manager = await apiLogin('manager@demo.test');
  const me = await apiCall<Payload<{ userId: number }>>('GET', '/session', { token: manager });
  expect(me.status, JSON.stringify(me.body)).toBe(200);
  const tag = randomUUID().slice(0, 8);
  const people = ['Ada', 'Ben'].map((firstName) => ({ firstName, email: `${firstName.toLowerCase()}.${tag}@auto-${tag}.test` }));
  const contactIds: number[] = [];
  for (const p of people) {
    const created = await apiCall<Payload<{ contactId: number }>>('POST', '/contacts', {
      token: manager,
      body: { isLead: false, firstName: p.firstName, lastName: `Auto${tag}`, companyName: 'Acme', otherFields: { Contact_Role__c: 'Champion' }, emails: [{ address: p.email, isPrimary: true }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    contactIds.push(created.body.payload.contactId);
  }
  const list = await apiCall<Payload<{ list: { id: number } }>>('POST', '/lists', { token: manager, body: { name: `Auto ${tag}` } });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const listId = list.body.payload.list.id;
  const playbook = await apiCall<Payload<{ playbook: { id: number } }>>('POST', '/playbooks', {
    token: manager,
    body: {
      name: `Auto ${tag}`,
      automaticEmailUser: { id: me.body.payload.userId },
      steps: [
        {
          name: 'Intro',
          action: 'automatic-email',
          gap: 0,
          variants: [
            { name: 'A', template: { replyType: 'newThread', subject: 'Variant A for {{contact.firstName}}', body: '<p>Hello {{contact.firstName}} (A)</p>' } },
            { name: 'B', template: { replyType: 'newThread', subject: 'Variant B for {{contact.firstName}}', body: '<p>Hello {{contact.firstName}} (B)</p>' } },
          ],
        },
        { name: 'Call', action: 'call', gap: 1440 },
      ],
    },
  });
  expect(playbook.status, JSON.stringify(playbook.body)).toBe(200);
  expect((await apiCall('POST', `/playbooks/${playbook.body.payload.playbook.id}/list/${listId}`, { token: manager })).status).toBe(200);
  expect((await apiCall('POST', `/lists/${listId}/contacts`, { token: manager, body: { contactIds } })).status).toBe(200);

  // Nobody sends: the server's own tick (every 15 s) finds both contacts due and mails them.
  await expect.poll(() => people.map((p) => mailTo(p.email).length), { timeout: 60_000 }).toEqual([1, 1]);
  const subjects = people.map((p) => /Subject: (Variant [AB]) for (\w+)/.exec(mailTo(p.email)[0]!.raw.replace(/=\r?\n/g, ''))?.slice(1, 3));
  expect(subjects).toEqual([
    ['Variant A', 'Ada'],
    ['Variant B', 'Ben'],
  ]);

  // The contact's timeline in the workspace shows the email the engine sent.
  await signIn(workspace, 'manager@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${contactIds[1]}`));
  await expect(workspace.getByTestId('timeline-entry').filter({ hasText: 'Variant B for Ben' }).first()).toBeVisible({ timeout: 15_000 });

  // Both contacts moved on to the call step, due a day later.
  const members = await apiCall<Payload<{ contacts: { id: number; playbookStepEnabledAt: string; listStatus: string }[] }>>('GET', `/lists/${listId}/contacts`, { token: manager });
  expect(members.status, JSON.stringify(members.body)).toBe(200);
  for (const row of members.body.payload.contacts) {
    expect(row.listStatus).toBe('not contacted');
    expect(new Date(row.playbookStepEnabledAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  }
});
