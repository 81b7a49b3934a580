import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callList } from '@/src/contract/entities/lists';
import { callLists } from '../../db/schema';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { otherTenant } from '@/tests/support/crm-helpers';
import { createStaticList, demoContactIds, listIdByName, listRowCount, PAUSED } from './lists-test-helpers';

let server: TestServer;
let manager: string;
let rep: string;
let rep2: string;
let admin: string;
let other: Awaited<ReturnType<typeof otherTenant>>;
let contactIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  [manager, rep, rep2, admin] = (await Promise.all(['manager@demo.test', 'rep@demo.test', 'rep2@demo.test', 'admin@demo.test'].map((e) => server.login(e)))) as [string, string, string, string];
  other = await otherTenant(server);
  contactIds = await demoContactIds(server.db);
});
afterAll(() => server.close());

const table = (token: string, name: 'my' | 'all' | 'paused' | 'shared', body: Record<string, unknown> = {}) => server.request('POST', `/lists/${name}/list`, { token, body });

describe('list tables', () => {
  it('shows the seeded lists by table, sorted by name, each list valid by the contract', async () => {
    const all = await table(manager, 'all');
    expect(all.status).toBe(200);
    const names = all.body.payload.lists.map((l: { name: string }) => l.name);
    expect(names).toContain('Q4 Enterprise Push');
    expect(names).not.toContain('Renewals on hold');
    expect([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(names);
    for (const l of all.body.payload.lists) expect(callList.safeParse(l).success).toBe(true);
    const paused = await table(manager, 'paused');
    expect(paused.body.payload.lists.map((l: { name: string }) => l.name)).toEqual(['Renewals on hold']);
    const shared = await table(rep, 'shared');
    expect(shared.body.payload.lists.map((l: { name: string }) => l.name)).toContain('Q4 Enterprise Push');
    const count = await server.request('POST', '/lists/all/count', { token: manager, body: {} });
    expect(count.body.payload.count).toBe(all.body.payload.total);
  });

  it('counts contacts and filters by tag, owner and search', async () => {
    const push = (await table(manager, 'all', { search: 'enterprise push' })).body.payload.lists;
    expect(push).toHaveLength(1);
    expect(push[0].contactsCount).toBe(40);
    expect(push[0].dueCount).toBe(40);
    const tags = (await server.request('GET', '/tags/lists', { token: manager })).body.payload.tags;
    const renewals = tags.find((t: { name: string }) => t.name === 'Renewals');
    const byTag = await table(manager, 'paused', { tagIds: [renewals.id] });
    expect(byTag.body.payload.lists).toHaveLength(1);
    const none = await table(manager, 'all', { tagIds: [renewals.id] });
    expect(none.body.payload.lists).toHaveLength(0);
    const mine = await table(rep, 'my');
    expect(mine.body.payload.lists.map((l: { name: string }) => l.name)).toEqual(['Q4 Enterprise Push']);
  });

  it('answers 400 for a bad table body', async () => {
    const res = await table(manager, 'all', { length: 500 });
    expect(res.status).toBe(400);
  });

  it("never shows another tenant's lists", async () => {
    const res = await table(other.token, 'all');
    expect(res.body.payload.lists).toEqual([]);
    const id = await listIdByName(server.db, 'Q4 Enterprise Push');
    expect((await server.request('GET', `/lists/${id}`, { token: other.token })).status).toBe(404);
    expect((await server.request('DELETE', `/lists/${id}`, { token: other.token })).status).toBe(404);
  });
});

describe('create and edit', () => {
  it('creates a static list with contacts added, and reads it back', async () => {
    const id = await createStaticList(server, manager, { name: 'Morning calls', priority: 0, sharing: 'READ_ONLY' });
    const add = await server.request('POST', `/lists/${id}/contacts`, { token: manager, body: { contactIds: contactIds.slice(0, 5) } });
    expect(add.body.payload).toEqual({ added: 5, alreadyInList: 0 });
    const again = await server.request('POST', `/lists/${id}/contacts/add`, { token: manager, body: { contactIds: contactIds.slice(3, 7) } });
    expect(again.body.payload).toEqual({ added: 2, alreadyInList: 2 });
    const read = await server.request('GET', `/lists/${id}`, { token: manager });
    expect(read.body.payload.list).toMatchObject({ name: 'Morning calls', priority: 0, sharing: 'READ_ONLY', contactsCount: 7, playbook: null, status: 'READY' });
  });

  it('answers 400 with nothing written for a bad body', async () => {
    const before = await listRowCount(server.db);
    for (const body of [{ name: '' }, { name: 'x'.repeat(501) }, { name: 'Dyn', type: 'dynamic' }, { name: 'x', ownerId: other.userId }, { name: 'x', autoRefreshRate: 5 }]) {
      const res = await server.request('POST', '/lists', { token: manager, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await listRowCount(server.db)).toBe(before);
  });

  it('needs the list.create capability', async () => {
    const res = await server.request('POST', '/lists', { token: rep, body: { name: 'Rep list' } });
    expect(res.status).toBe(403);
  });

  it('lets only the owner edit and delete', async () => {
    const id = await createStaticList(server, manager, { sharing: 'READ_WRITE' });
    const edit = await server.request('PUT', `/lists/${id}/definition`, { token: rep, body: { name: 'Taken over' } });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('Only the list owner can do this');
    expect((await server.request('DELETE', `/lists/${id}`, { token: rep })).status).toBe(403);
    const ok = await server.request('PUT', `/lists/${id}/definition`, { token: manager, body: { name: 'Renamed', sharing: 'READ_WRITE' } });
    expect(ok.body.payload.list.name).toBe('Renamed');
    expect((await server.request('DELETE', `/lists/${id}`, { token: manager })).body.payload).toEqual({ deleted: true });
    expect((await server.request('GET', `/lists/${id}`, { token: manager })).status).toBe(404);
  });

  it('changes priority and active', async () => {
    const id = await createStaticList(server, manager);
    expect((await server.request('PATCH', `/lists/${id}`, { token: manager, body: { priority: 2 } })).body.payload.list.priority).toBe(2);
    expect((await server.request('PATCH', `/lists/${id}/active`, { token: manager, body: { active: false } })).body.payload.list.active).toBe(false);
    expect((await server.request('PATCH', `/lists/${id}`, { token: manager, body: { priority: 5 } })).status).toBe(400);
  });
});

describe('join, leave and resume by sharing', () => {
  it('joins a READ_WRITE list once, then 409; leaves; 403 on READ_ONLY; 404 for a missing list', async () => {
    const rw = await createStaticList(server, manager, { sharing: 'READ_WRITE' });
    const join = await server.request('POST', `/lists/${rw}/join`, { token: rep2 });
    expect(join.status).toBe(200);
    expect(join.body.payload.list.assignees.map((a: { firstName: string }) => a.firstName)).toEqual(['Sam']);
    const twice = await server.request('POST', `/lists/${rw}/join`, { token: rep2 });
    expect(twice.body).toMatchObject({ status: 409, message: 'The user is already an assignee of the list' });
    expect((await server.request('POST', `/lists/${rw}/leave`, { token: rep2 })).body.payload.list.assignees).toEqual([]);
    const ro = await createStaticList(server, manager, { sharing: 'READ_ONLY' });
    const denied = await server.request('POST', `/lists/${ro}/join`, { token: rep2 });
    expect(denied.body).toMatchObject({ status: 403, message: "The list's sharing setting does not allow this operation" });
    const missing = await server.request('POST', '/lists/99999999/join', { token: rep2 });
    expect(missing.body).toMatchObject({ status: 404, message: 'The list or the user was not found' });
  });

  it('resumes a paused list only for READ_WRITE non-assignees', async () => {
    const id = await createStaticList(server, manager, { sharing: 'READ_WRITE', assigneeIds: [] });
    await server.request('POST', `/lists/${id}/join`, { token: rep });
    expect((await server.request('PATCH', `/lists/${id}/pause`, { token: rep })).status).toBe(403);
    expect((await server.request('PATCH', `/lists/${id}/pause`, { token: manager })).body.payload.list.paused).toBe(true);
    const assignee = await server.request('PATCH', `/lists/${id}/unpause`, { token: rep });
    expect(assignee.body).toMatchObject({ status: 403, message: "The list's sharing setting does not allow this operation" });
    const resumed = await server.request('PATCH', `/lists/${id}/unpause`, { token: rep2 });
    expect(resumed.body.payload.list.paused).toBe(false);
  });

  it('the owner of a paused list shared with nobody may not resume it; an administrator may', async () => {
    const id = await createStaticList(server, manager, { sharing: 'NONE', assigneeIds: [] });
    expect((await server.request('PATCH', `/lists/${id}/pause`, { token: manager })).body.payload.list.paused).toBe(true);
    const owner = await server.request('PATCH', `/lists/${id}/unpause`, { token: manager });
    expect(owner.body).toMatchObject({ status: 403, message: "The list's sharing setting does not allow this operation" });
    expect((await server.request('GET', `/lists/${id}`, { token: manager })).body.payload.list.paused).toBe(true);
    expect((await server.request('PATCH', `/lists/${id}/unpause`, { token: admin })).body.payload.list.paused).toBe(false);
  });

  it('the owner of a READ_WRITE list who is not an assignee may resume it', async () => {
    const id = await createStaticList(server, manager, { sharing: 'READ_WRITE', assigneeIds: [] });
    await server.request('PATCH', `/lists/${id}/pause`, { token: manager });
    expect((await server.request('PATCH', `/lists/${id}/unpause`, { token: manager })).body.payload.list.paused).toBe(false);
  });
});

describe('a paused list', () => {
  it('answers every list operation except reads and unpause with 423', async () => {
    const id = await createStaticList(server, manager, { sharing: 'READ_WRITE' });
    const target = await createStaticList(server, manager);
    await server.request('POST', `/lists/${id}/contacts`, { token: manager, body: { contactIds: contactIds.slice(0, 3) } });
    await server.db.update(callLists).set({ paused: true }).where(eq(callLists.id, id));
    const c = contactIds[0];
    const ops: [string, string, unknown?][] = [
      ['PUT', `/lists/${id}/definition`, { name: 'x' }],
      ['POST', `/lists/${id}/join`],
      ['POST', `/lists/${id}/leave`],
      ['PATCH', `/lists/${id}`, { priority: 0 }],
      ['PATCH', `/lists/${id}/active`, { active: false }],
      ['PATCH', `/lists/${id}/pause`],
      ['PATCH', `/lists/${id}/refresh`, {}],
      ['PATCH', `/lists/${id}/contacts`, { listStatus: 'not contacted', contactIds: [c] }],
      ['POST', `/lists/${id}/reset`],
      ['DELETE', `/lists/${id}`],
      ['DELETE', `/lists/${id}/contacts/${c}`],
      ['DELETE', `/lists/${id}/contacts`],
      ['POST', `/lists/${id}/contacts/remove`, { contactIds: [c] }],
      ['POST', `/lists/${id}/contacts`, { contactIds: [c] }],
      ['POST', `/lists/${id}/contacts/add`, { contactIds: [c] }],
      ['POST', '/lists/contacts/move', { targetListId: target, contacts: [{ contactId: c, listId: id }] }],
      ['POST', '/lists/contacts/move', { targetListId: id, contacts: [{ contactId: c, listId: target }] }],
      ['POST', '/lists/bulk-retry', { sourceContacts: [{ listId: id }] }],
      ['PUT', `/lists/${id}/contacts/view`, { sort: [] }],
    ];
    for (const [method, path, body] of ops) {
      const res = await server.request(method, path, { token: admin, ...(body !== undefined ? { body } : {}) });
      expect({ op: `${method} ${path}`, status: res.status, message: res.body?.message }).toEqual({ op: `${method} ${path}`, ...PAUSED });
    }
    expect((await server.request('GET', `/lists/${id}`, { token: manager })).status).toBe(200);
    expect((await server.request('GET', `/lists/${id}/contacts`, { token: manager })).body.payload.total).toBe(3);
    expect((await server.request('PATCH', `/lists/${id}/unpause`, { token: manager })).body.payload.list.paused).toBe(false);
  });
});

describe('metadata and names', () => {
  it('answers the limits, vocabulary and permissions by role', async () => {
    const m = (await server.request('GET', '/lists/metadata', { token: manager })).body.payload;
    expect(m).toMatchObject({ maxFilters: 10, maxXfilters: 3, maxSubxfilters: 5, conditionLimit: 1000, maxContacts: 75000, timeZone: 'America/New_York' });
    expect(m.permissions).toEqual({ canResetLists: true, canRefreshLists: true, canCreateTag: true, canManageTags: true, canEmail: true });
    const r = (await server.request('GET', '/lists/metadata', { token: rep })).body.payload;
    expect(r.permissions).toEqual({ canResetLists: false, canRefreshLists: false, canCreateTag: false, canManageTags: false, canEmail: true });
  });

  it('lists names with write access; admins see every list with the admin flag', async () => {
    const names = (await server.request('POST', '/lists/all/names', { token: rep, body: { writableOnly: true } })).body.payload.lists;
    expect(names.every((l: { writable: boolean }) => l.writable)).toBe(true);
    const privateId = await createStaticList(server, manager, { name: 'Private manager list' });
    const repNames = (await server.request('POST', '/lists/all/names', { token: rep, body: { admin: true } })).body.payload.lists.map((l: { id: number }) => l.id);
    expect(repNames).not.toContain(privateId);
    const adminNames = (await server.request('POST', '/lists/all/names', { token: admin, body: { admin: true } })).body.payload.lists.map((l: { id: number }) => l.id);
    expect(adminNames).toContain(privateId);
  });
});
