import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, listContacts } from '../../db/schema';
import { manualClock, startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoTenantId, userByEmail } from '@/tests/support/server-helpers';
import { freshContact, sinkCount } from '@/tests/support/messaging-helpers';
import { makeList, step, variant } from './playbooks-test-helpers';

let server: TestServer;
let manager: string;
let rep: string;
let managerId: number;
let repId: number;
let tenantId: number;
// Now: the seeded activity (emails of the last 60 days) must stay in the past for the email limits.
const clock = manualClock();

beforeAll(async () => {
  server = await startTestServer({ clock });
  manager = await server.login('manager@demo.test');
  rep = await server.login('rep@demo.test');
  managerId = (await userByEmail(server.db, 'manager@demo.test')).id;
  repId = (await userByEmail(server.db, 'rep@demo.test')).id;
  tenantId = await demoTenantId(server.db);
});
afterAll(() => server.close());

async function playbookOn(listId: number, body: Record<string, unknown>) {
  const created = await server.request('POST', '/playbooks', { token: manager, body });
  expect(created.status).toBe(200);
  const id = created.body.payload.playbook.id as number;
  expect((await server.request('POST', `/playbooks/${id}/list/${listId}`, { token: manager })).status).toBe(200);
  return (await server.request('GET', `/playbooks/${id}`, { token: manager })).body.payload.playbook;
}

const members = (listId: number) => server.db.select().from(listContacts).where(eq(listContacts.listId, listId)).orderBy(asc(listContacts.contactId));

describe('the playbook engine', () => {
  it('sends an automatic email step by itself once its gap has passed, alternating variants A and B, writing the timeline and advancing the contacts', async () => {
    const contacts = [];
    for (let i = 0; i < 4; i++) contacts.push(await freshContact(server.db, tenantId, repId, { firstName: `Auto${i}` }));
    const list = await makeList(
      server.db,
      tenantId,
      managerId,
      contacts.map((c) => c.id),
    );
    const playbook = await playbookOn(list.id, {
      name: 'Auto',
      automaticEmailUser: { id: repId },
      trackEmailOpens: true,
      trackEmailClicks: false,
      steps: [step('automatic-email', { gap: 60, variants: [variant('Variant A'), variant('Variant B')] }), step('call')],
    });
    const [emailStep, callStep] = playbook.steps;

    // The gap has not passed: nothing goes.
    const before = server.mail.messages.length;
    expect(await server.app.jobs.tick()).toMatchObject({ sent: 0 });
    expect(server.mail.messages.length).toBe(before);

    clock.advance(61 * 60_000);
    expect(await server.app.jobs.tick()).toMatchObject({ sent: 4, failed: 0 });
    expect(await sinkCount(server, before + 4)).toBe(before + 4);
    const mails = server.mail.messages.slice(before);
    // Contacts in order of processing (due time, then id): A, B, A, B, each to its own address with its name filled.
    const byRecipient = contacts.map((c) => mails.find((m) => m.to.includes(c.email))!);
    expect(byRecipient.map((m) => /Subject: (Variant [AB])/.exec(m.raw)?.[1])).toEqual(['Variant A', 'Variant B', 'Variant A', 'Variant B']);
    expect(byRecipient[0]!.raw).toContain('Auto0');

    // The timeline (the one activity log) shows each email, sent as the automatic email user.
    for (const c of contacts) {
      const timeline = await server.request('GET', `/timeline?contactId=${c.id}`, { token: rep });
      expect(timeline.body.payload.entries[0]).toMatchObject({ type: 'email', direction: 'out' });
      const [row] = await server.db.select().from(activities).where(eq(activities.contactId, c.id));
      expect(row!.userId).toBe(repId);
      // The list performance report finds it under its list, step and variant.
      expect(row!.data).toMatchObject({ origin: 'playbook', context: { listId: list.id, playbookId: playbook.id, stepId: emailStep.id } });
      expect(emailStep.variants.map((v: { id: number }) => v.id)).toContain((row!.data.context as { variantId: number }).variantId);
    }

    // Advanced to the call step, due after its gap (0): now.
    const rows = await members(list.id);
    expect(rows.every((r) => r.playbookStepId === callStep.id && r.listStatus === 'not contacted')).toBe(true);
    const after = (await server.request('GET', `/playbooks/${playbook.id}`, { token: manager })).body.payload.playbook;
    expect(after.steps[0]).toMatchObject({ id: emailStep.id, contactsCount: 0 });
    expect(after.steps[1]).toMatchObject({ contactsCount: 4, dueCount: 4 });

    // A second tick sends nothing more.
    await server.app.jobs.tick();
    expect(server.mail.messages.length).toBe(before + 4);
  });

  it('does not send when the automatic email user is -1 or the list is paused', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    const list = await makeList(server.db, tenantId, managerId, [c.id]);
    await playbookOn(list.id, { name: 'Off', automaticEmailUser: { id: -1 }, steps: [step('automatic-email', { variants: [variant('Never')] })] });
    const pausedContact = await freshContact(server.db, tenantId, repId);
    const paused = await makeList(server.db, tenantId, managerId, [pausedContact.id]);
    await playbookOn(paused.id, { name: 'Paused', automaticEmailUser: { id: repId }, steps: [step('automatic-email', { variants: [variant('Never either')] })] });
    const { db } = server;
    await db
      .update((await import('../../db/schema')).callLists)
      .set({ paused: true })
      .where(eq((await import('../../db/schema')).callLists.id, paused.id));
    const before = server.mail.messages.length;
    await server.app.jobs.tick();
    await new Promise((r) => setTimeout(r, 100));
    expect(server.mail.messages.length).toBe(before);
    expect((await members(list.id))[0]!.listStatus).toBe('not contacted');
  });

  it('applies a modify-field step to the contact and advances it past the last step', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    const list = await makeList(server.db, tenantId, managerId, [c.id]);
    const fields = [
      { entity: 'contact', name: 'Title', value: 'VP Sales' },
      { entity: 'contact', name: 'Industry__c', value: 'Retail' },
      // Typed by the layout, evaluated when the step runs (the clock's day, in the tenant's zone).
      { entity: 'contact', name: 'Birthday__c', value: 'tomorrow' },
      { entity: 'contact', name: 'Employees__c', value: '250' },
      { entity: 'contact', name: 'Is_Decision_Maker__c', value: 'true' },
      { entity: 'contact', name: 'Best_Time_To_Call__c', value: '2:30 PM' },
      { entity: 'contact', name: 'Website__c', value: 'example.com' },
      // Does not fit an int: skipped, not stored as text.
      { entity: 'contact', name: 'Win_Probability__c', value: 'high' },
    ];
    await playbookOn(list.id, { name: 'Fields', steps: [step('modify-field', { modifyField: fields })] });
    expect(await server.app.jobs.tick()).toMatchObject({ modified: 1 });
    const contact = await server.request('GET', `/contacts/${c.id}`, { token: rep });
    expect(contact.body.payload.contact.title).toBe('VP Sales');
    const other = contact.body.payload.contact.otherFields;
    const tomorrowInNewYork = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(clock.now().getTime() + 86_400_000));
    expect(other).toMatchObject({
      Industry__c: 'Retail',
      Birthday__c: tomorrowInNewYork,
      Employees__c: 250,
      Is_Decision_Maker__c: true,
      Best_Time_To_Call__c: '14:30:00',
      Website__c: 'http://example.com',
    });
    expect(other.Win_Probability__c).toBeUndefined();
    expect((await members(list.id))[0]).toMatchObject({ listStatus: 'completed', playbookStepId: null });
  });

  it('an exit condition takes the contact out: a connect call of 130 s', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    const list = await makeList(server.db, tenantId, managerId, [c.id]);
    await playbookOn(list.id, { name: 'Exit', exitConditions: [{ condition: 'connectCall', value: null, success: true }], steps: [step('call'), step('call')] });
    const call = (callId: string, durationSeconds: number) =>
      server.request('POST', '/telephony/call-info', { token: rep, body: { callId, contactId: c.id, result: 'Connected', direction: 'out', durationSeconds } });
    expect((await call(`short-${c.id}`, 60)).status).toBe(200);
    expect((await members(list.id))[0]!.listStatus).toBe('not contacted');
    expect((await call(`long-${c.id}`, 130)).status).toBe(200);
    expect((await members(list.id))[0]).toMatchObject({ listStatus: 'exited', exitReason: 'connectCall' });
  });
});

describe('contacts joining a list with a playbook', () => {
  it('land on the first step due after its gap, with variants dealt in turn, whether added by hand or moved in', async () => {
    const list = await makeList(server.db, tenantId, managerId, []);
    const playbook = await playbookOn(list.id, {
      name: 'Landing',
      automaticEmailUser: { id: -1 },
      steps: [step('automatic-email', { gap: 60, variants: [variant('A'), variant('B')] }), step('call')],
    });
    const [first] = playbook.steps;
    const [a, b] = first.variants.map((v: { id: number }) => v.id);
    const added = [];
    for (let i = 0; i < 3; i++) added.push(await freshContact(server.db, tenantId, repId));
    const res = await server.request('POST', `/lists/${list.id}/contacts`, { token: manager, body: { contactIds: added.map((c) => c.id) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await members(list.id);
    expect(rows.map((r) => r.playbookStepId)).toEqual([first.id, first.id, first.id]);
    expect(rows.map((r) => r.variantId)).toEqual([a, b, a]);
    for (const r of rows) expect(r.playbookStepEnabledAt.getTime()).toBe(clock.now().getTime() + 60 * 60_000);

    // Moved in from another list: the same placement, continuing the deal (B next).
    const moving = await freshContact(server.db, tenantId, repId);
    const source = await makeList(server.db, tenantId, managerId, [moving.id]);
    const moved = await server.request('POST', '/lists/contacts/move', {
      token: manager,
      body: { targetListId: list.id, contacts: [{ contactId: moving.id, listId: source.id }], sourceListId: source.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const movedRow = (await members(list.id)).find((r) => r.contactId === moving.id)!;
    expect(movedRow).toMatchObject({ playbookStepId: first.id, variantId: b });
    expect(movedRow.playbookStepEnabledAt.getTime()).toBe(clock.now().getTime() + 60 * 60_000);
  });
});

describe('the lead status exit condition', () => {
  it('takes a lead out when its status is set to the condition value through the contact route, not before', async () => {
    const { contacts: contactsTable, leadStatuses } = await import('../../db/schema');
    const statuses = await server.db.select().from(leadStatuses).where(eq(leadStatuses.tenantId, tenantId)).orderBy(asc(leadStatuses.order));
    const [first, second, third] = statuses;
    const c = await freshContact(server.db, tenantId, repId);
    await server.db.update(contactsTable).set({ isLead: true, leadStatusId: first!.id }).where(eq(contactsTable.id, c.id));
    const list = await makeList(server.db, tenantId, managerId, [c.id]);
    await playbookOn(list.id, { name: 'Lead exit', exitConditions: [{ condition: 'leadStatus', value: third!.name, success: true }], steps: [step('call')] });
    const setStatus = (id: number) => server.request('PATCH', `/contacts/${c.id}`, { token: rep, body: { leadStatusId: id } });

    expect((await setStatus(second!.id)).status).toBe(200);
    expect((await members(list.id))[0]!.listStatus).toBe('not contacted');
    expect((await setStatus(third!.id)).status).toBe(200);
    expect((await members(list.id))[0]).toMatchObject({ listStatus: 'exited', exitReason: 'leadStatus' });
    const events = await server.db.select().from(activities).where(eq(activities.contactId, c.id));
    expect(events.map((e) => e.data)).toContainEqual(expect.objectContaining({ event: 'CHANGE_LEAD_STATUS', from: second!.name, to: third!.name }));
  });
});

describe('POST /emails/playbook-send', () => {
  it('answers 423 with the spec’s text on a paused list and sends nothing', async () => {
    const c = await freshContact(server.db, tenantId, repId);
    const list = await makeList(server.db, tenantId, managerId, [c.id]);
    const playbook = await playbookOn(list.id, { name: 'Manual paused', steps: [step('email', { variants: [variant('Hand')] })] });
    const { callLists } = await import('../../db/schema');
    await server.db.update(callLists).set({ paused: true }).where(eq(callLists.id, list.id));
    const before = server.mail.messages.length;
    const res = await server.request('POST', '/emails/playbook-send', {
      token: rep,
      body: { contacts: [c.id], listId: list.id, playbookId: playbook.id, stepId: playbook.steps[0].id, variantId: playbook.steps[0].variants[0].id, template: { subject: 'Hi', body: 'Hello' } },
    });
    expect(res.status).toBe(423);
    expect(res.body.message).toBe('Cannot send e-mail to contacts on paused lists.');
    expect(server.mail.messages.length).toBe(before);
  });

  it('sends one email per contact with the template and advances each contact; bad input is a 400', async () => {
    const a = await freshContact(server.db, tenantId, repId, { firstName: 'Hand1' });
    const b = await freshContact(server.db, tenantId, repId, { firstName: 'Hand2' });
    const list = await makeList(server.db, tenantId, managerId, [a.id, b.id]);
    const playbook = await playbookOn(list.id, { name: 'Manual', steps: [step('email', { variants: [variant('Hand')] }), step('call')] });
    const before = server.mail.messages.length;
    const body = {
      contacts: [a.id, b.id],
      listId: list.id,
      playbookId: playbook.id,
      stepId: playbook.steps[0].id,
      variantId: null,
      template: { subject: 'Hello {{contact.firstName}}', body: '<p>Hi</p>' },
    };
    expect((await server.request('POST', '/emails/playbook-send', { token: rep, body: { ...body, contacts: [] } })).status).toBe(400);
    const res = await server.request('POST', '/emails/playbook-send', { token: rep, body });
    expect(res.status).toBe(200);
    expect(res.body.payload.failed).toEqual([]);
    expect(res.body.payload.sent.map((s: { contactId: number }) => s.contactId)).toEqual([a.id, b.id]);
    expect(await sinkCount(server, before + 2)).toBe(before + 2);
    expect(
      server.mail.messages
        .slice(before)
        .map((m) => /Subject: (.*)/.exec(m.raw)?.[1]?.trim())
        .sort(),
    ).toEqual(['Hello Hand1', 'Hello Hand2']);
    const rows = await members(list.id);
    expect(rows.every((r) => r.playbookStepId === playbook.steps[1].id)).toBe(true);
    // Sent by hand, for the list's step (the list performance report), not by the playbook itself.
    const [sent] = await server.db.select().from(activities).where(eq(activities.contactId, a.id));
    expect(sent!.data).toMatchObject({ origin: 'user', context: { listId: list.id, playbookId: playbook.id, stepId: playbook.steps[0].id, variantId: null } });
  });
});
