import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContacts, playbooks } from '../../db/schema';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { otherTenant } from '@/tests/support/crm-helpers';
import { demoTenantId, userByEmail } from '@/tests/support/server-helpers';
import { freshContact } from '@/tests/support/messaging-helpers';
import { makeList, step, variant } from './playbooks-test-helpers';

let server: TestServer;
let manager: string;
let rep: string;
let managerId: number;
let tenantId: number;

beforeAll(async () => {
  server = await startTestServer();
  manager = await server.login('manager@demo.test');
  rep = await server.login('rep@demo.test');
  managerId = (await userByEmail(server.db, 'manager@demo.test')).id;
  tenantId = await demoTenantId(server.db);
});
afterAll(() => server.close());

const countPlaybooks = async () =>
  (
    await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(playbooks)
      .where(eq(playbooks.tenantId, tenantId))
  )[0]!.n;
const create = (body: Record<string, unknown>, token = manager) => server.request('POST', '/playbooks', { token, body });
const threeSteps = {
  name: 'Three steps',
  automaticEmailUser: { id: -1 },
  exitConditions: [{ condition: 'connectCall', value: null, success: true }],
  steps: [
    step('call', { gap: 0 }),
    step('email', { gap: 1440, variants: [variant('First', 'reply'), variant('Second', 'reply')] }),
    step('automatic-email', { gap: 60, variants: [variant('Later', 'reply')] }),
  ],
};

describe('POST /playbooks and GET /playbooks/:id', () => {
  it('creates a playbook with its steps in order, variants lettered A, B, and the first email step forced to newThread', async () => {
    const res = await create(threeSteps);
    expect(res.status).toBe(200);
    const p = res.body.payload.playbook;
    expect(p.steps.map((s: { position: number; action: string; gap: number }) => [s.position, s.action, s.gap])).toEqual([
      [0, 'call', 0],
      [1, 'email', 1440],
      [2, 'automatic-email', 60],
    ]);
    expect(p.steps[1].variants.map((v: { letter: string; template: { replyType: string } }) => [v.letter, v.template.replyType])).toEqual([
      ['A', 'newThread'],
      ['B', 'newThread'],
    ]);
    // A later email step may reply in the thread.
    expect(p.steps[2].variants[0].template.replyType).toBe('reply');
    expect(p.exitConditions).toEqual([{ condition: 'connectCall', value: null, success: true }]);
    const got = await server.request('GET', `/playbooks/${p.id}`, { token: manager });
    expect(got.body.payload.playbook).toEqual(p);
  });

  it('answers 400 and writes nothing for an automatic email step without variants, a field not allowed, or a missing exit value', async () => {
    const before = await countPlaybooks();
    const noVariant = await create({ name: 'Bad', steps: [step('automatic-email')] });
    expect(noVariant.status).toBe(400);
    expect(noVariant.body.message).toContain('An automatic email step needs at least one variant');
    const badField = await create({ name: 'Bad', steps: [step('modify-field', { modifyField: [{ entity: 'contact', name: 'Password', value: 'x' }] })] });
    expect(badField.status).toBe(400);
    expect(badField.body.message).toBe('Field Password cannot be modified by a playbook');
    const noValue = await create({ name: 'Bad', exitConditions: [{ condition: 'leadStatus', value: null, success: true }] });
    expect(noValue.status).toBe(400);
    expect((await create({ name: '' })).status).toBe(400);
    expect(await countPlaybooks()).toBe(before);
  });

  it('keeps at most 10 modify fields (adding beyond is ignored)', async () => {
    const fields = Array.from({ length: 12 }, (_, i) => ({ entity: 'contact', name: i % 2 ? 'Title' : 'Company', value: `v${i}` }));
    const res = await create({ name: 'Fields', steps: [step('modify-field', { modifyField: fields })] });
    expect(res.status).toBe(200);
    expect(res.body.payload.playbook.steps[0].modifyField).toHaveLength(10);
  });

  it('lists template playbooks', async () => {
    await create({ name: 'A template', isTemplate: true });
    const res = await server.request('GET', '/playbooks', { token: rep });
    expect(res.status).toBe(200);
    const names = res.body.payload.playbooks.map((p: { name: string; isTemplate: boolean }) => p.isTemplate);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every(Boolean)).toBe(true);
  });

  it('hides another tenant’s playbook (404) and refuses its user as automatic email user (400)', async () => {
    const mine = (await create({ name: 'Mine' })).body.payload.playbook;
    const other = await otherTenant(server);
    expect((await server.request('GET', `/playbooks/${mine.id}`, { token: other.token })).status).toBe(404);
    expect((await server.request('PATCH', `/playbooks/${mine.id}`, { token: other.token, body: { name: 'Stolen' } })).status).toBe(404);
    expect((await server.request('DELETE', `/playbooks/${mine.id}/steps/1`, { token: other.token })).status).toBe(404);
    expect((await create({ name: 'X', automaticEmailUser: { id: other.userId } })).status).toBe(400);
  });
});

describe('PATCH /playbooks/:id, exit conditions and steps', () => {
  it('updates the base and replaces the exit conditions', async () => {
    const p = (await create({ name: 'Base' })).body.payload.playbook;
    const res = await server.request('PATCH', `/playbooks/${p.id}`, { token: manager, body: { name: 'Renamed', trackEmailClicks: false, automaticEmailUser: { id: managerId } } });
    expect(res.body.payload.playbook).toMatchObject({ name: 'Renamed', trackEmailClicks: false, automaticEmailUser: { id: managerId } });
    const exits = await server.request('PATCH', `/playbooks/${p.id}/exitCondition`, {
      token: manager,
      body: {
        exitConditions: [
          { condition: 'callResult', value: 'Busy', success: false },
          { condition: 'smsReceived', value: 'ignored', success: true },
        ],
      },
    });
    expect(exits.body.payload.playbook.exitConditions).toEqual([
      { condition: 'callResult', value: 'Busy', success: false },
      { condition: 'smsReceived', value: null, success: true },
    ]);
    expect((await server.request('PATCH', `/playbooks/${p.id}/exitCondition`, { token: manager, body: { exitConditions: [{ condition: 'nope' }] } })).status).toBe(400);
  });

  it('adds a step at a position, updates it with variants kept and added, sets its priority, and deletes it', async () => {
    const p = (await create({ name: 'Steps', steps: [step('call'), step('call', { name: 'Last' })] })).body.payload.playbook;
    const added = await server.request('POST', `/playbooks/${p.id}/steps`, { token: manager, body: { step: step('email', { variants: [variant('One')] }), position: 1 } });
    expect(added.status).toBe(200);
    const steps = added.body.payload.playbook.steps;
    expect(steps.map((s: { name: string }) => s.name)).toEqual(['call step', 'email step', 'Last']);
    const email = steps[1];
    const updated = await server.request('PATCH', `/playbooks/${p.id}/steps/${email.id}`, {
      token: manager,
      body: { step: step('email', { name: 'Mail', gap: 10_080, variants: [{ id: email.variants[0].id, name: 'One', template: { subject: 'Kept', body: 'b' } }, variant('New')] }), position: 2 },
    });
    const after = updated.body.payload.playbook.steps;
    expect(after.map((s: { name: string }) => s.name)).toEqual(['call step', 'Last', 'Mail']);
    expect(after[2].gap).toBe(10_080);
    expect(after[2].variants.map((v: { id: number; letter: string; template: { subject: string } }) => [v.letter, v.template.subject])).toEqual([
      ['A', 'Kept'],
      ['B', 'New'],
    ]);
    expect(after[2].variants[0].id).toBe(email.variants[0].id);
    const prio = await server.request('PATCH', `/playbooks/${p.id}/steps/${email.id}/priority`, { token: manager, body: { priority: 0 } });
    expect(prio.body.payload.playbook.steps[2].priority).toBe(0);
    expect((await server.request('PATCH', `/playbooks/${p.id}/steps/${email.id}/priority`, { token: manager, body: { priority: 5 } })).status).toBe(400);
    const deleted = await server.request('DELETE', `/playbooks/${p.id}/steps/${email.id}`, { token: manager });
    expect(deleted.body.payload.playbook.steps.map((s: { position: number }) => s.position)).toEqual([0, 1]);
    expect((await server.request('DELETE', `/playbooks/${p.id}/steps/${email.id}`, { token: manager })).status).toBe(404);
  });

  it('deleting the first email step turns later email steps to newThread', async () => {
    const p = (await create({ name: 'Threads', steps: [step('email', { variants: [variant('Open')] }), step('email', { variants: [variant('Re', 'reply')] })] })).body.payload.playbook;
    expect(p.steps[1].variants[0].template.replyType).toBe('reply');
    const res = await server.request('DELETE', `/playbooks/${p.id}/steps/${p.steps[0].id}`, { token: manager });
    expect(res.body.payload.playbook.steps[0].variants[0].template.replyType).toBe('newThread');
  });
});

describe('POST and DELETE /playbooks/:id/list/:listId', () => {
  it('puts the list’s contacts on the first step, due after its gap, variants alternating; a second playbook is a 409', async () => {
    const a = await freshContact(server.db, tenantId, managerId);
    const b = await freshContact(server.db, tenantId, managerId);
    const list = await makeList(server.db, tenantId, managerId, [a.id, b.id]);
    const p = (await create({ name: 'Assoc', steps: [step('email', { gap: 60, variants: [variant('A'), variant('B')] }), step('call')] })).body.payload.playbook;
    const res = await server.request('POST', `/playbooks/${p.id}/list/${list.id}`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body.payload.playbook.listIds).toEqual([list.id]);
    const first = res.body.payload.playbook.steps[0];
    expect(first.contactsCount).toBe(2);
    expect(first.dueCount).toBe(0); // the 60-minute gap has not passed
    expect(first.variants.map((v: { contactsCount: number }) => v.contactsCount)).toEqual([1, 1]);
    const rows = await server.db.select().from(listContacts).where(eq(listContacts.listId, list.id));
    for (const r of rows) {
      expect(r.playbookStepId).toBe(first.id);
      expect(r.playbookStepEnabledAt.getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
    }
    const other = (await create({ name: 'Other' })).body.payload.playbook;
    const conflict = await server.request('POST', `/playbooks/${other.id}/list/${list.id}`, { token: manager });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe('The list already has a playbook.');
    expect((await server.request('DELETE', `/playbooks/${other.id}/list/${list.id}`, { token: manager })).status).toBe(404);

    const off = await server.request('DELETE', `/playbooks/${p.id}/list/${list.id}`, { token: manager });
    expect(off.status).toBe(200);
    expect(off.body.payload.playbook.listIds).toEqual([]);
    const left = await server.db.select().from(listContacts).where(eq(listContacts.listId, list.id));
    expect(left.every((r) => r.playbookStepId === null)).toBe(true);
  });

  it('answers 423 on a paused list, 403 to a user who does not own it, 404 for another tenant’s list', async () => {
    const p = (await create({ name: 'Rules' })).body.payload.playbook;
    const paused = await makeList(server.db, tenantId, managerId, [], { paused: true });
    const res = await server.request('POST', `/playbooks/${p.id}/list/${paused.id}`, { token: manager });
    expect(res.status).toBe(423);
    expect(res.body.message).toBe('Cannot perform actions on paused lists.');
    const mine = await makeList(server.db, tenantId, managerId);
    expect((await server.request('POST', `/playbooks/${p.id}/list/${mine.id}`, { token: rep })).status).toBe(403);
    const other = await otherTenant(server);
    const theirs = await makeList(server.db, other.tenantId, other.userId);
    expect((await server.request('POST', `/playbooks/${p.id}/list/${theirs.id}`, { token: manager })).status).toBe(404);
    const [row] = await server.db
      .select()
      .from(listContacts)
      .where(and(eq(listContacts.listId, theirs.id)));
    expect(row).toBeUndefined();
  });
});
