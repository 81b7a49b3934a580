import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, callLists, contacts, listContacts, users } from '../../db/schema';
import { manualClock, startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoTenantId } from '@/tests/support/server-helpers';
import { createStaticList, demoContactIds, memberIds } from './lists-test-helpers';

const DAY = 86_400_000;
let server: TestServer;
let manager: string;
let rep: string;
let ids: number[];
const clock = manualClock(new Date('2026-03-02T15:00:00Z'));
beforeAll(async () => {
  server = await startTestServer({ clock });
  [manager, rep] = (await Promise.all(['manager@demo.test', 'rep@demo.test'].map((e) => server.login(e)))) as [string, string];
  ids = await demoContactIds(server.db);
});
afterAll(() => server.close());

const add = (token: string, listId: number, contactIds: number[]) => server.request('POST', `/lists/${listId}/contacts`, { token, body: { contactIds } });
const page = (token: string, listId: number, query = '') => server.request('GET', `/lists/${listId}/contacts${query}`, { token });
const getList = async (listId: number) => (await server.request('GET', `/lists/${listId}`, { token: manager })).body.payload.list;
type Row = { id: number; firstName: string; lastName: string; accountOwnerId: number | null; isLead: boolean; account: { id: number } | null };

/** The order the page by name must give: the contact's sort name in byte order, then the contact id. */
async function expectedByName(contactIds: number[], desc = false): Promise<number[]> {
  const rows = (
    await server.db.execute<{ id: number }>(sql`
    select id from contacts where id = any(${sql.param(contactIds)}::int[])
    order by sort_name collate "C" ${desc ? sql`desc` : sql`asc`}, id ${desc ? sql`desc` : sql`asc`}`)
  ).rows;
  return rows.map((r) => r.id);
}

async function allPages(listId: number, order: string): Promise<number[]> {
  const out: number[] = [];
  for (let start = 0; ; start += 50) {
    const res = await page(manager, listId, `?start=${start}&order=${encodeURIComponent(order)}`);
    expect(res.status).toBe(200);
    out.push(...(res.body.payload.contacts as Row[]).map((r) => r.id));
    if (res.body.payload.contacts.length < 50) return out;
  }
}

describe('list contacts page by name (index walk)', () => {
  it('pages in sort-name order both ways, ties by id, and follows contact name edits by any writer', async () => {
    const id = await createStaticList(server, manager);
    const members = ids.slice(0, 130);
    await add(manager, id, members);
    expect(await allPages(id, 'name:asc')).toEqual(await expectedByName(members));
    expect(await allPages(id, 'name:desc')).toEqual(await expectedByName(members, true));

    // A rename straight in the database (no service involved) moves the contact to its new place.
    const last = members[members.length - 1]!;
    await server.db.update(contacts).set({ lastName: '!Aardvark', firstName: 'First' }).where(eq(contacts.id, last));
    const first = await page(manager, id, '?length=1');
    expect(first.body.payload.contacts[0]).toMatchObject({ id: last, lastName: '!Aardvark' });
    expect(await allPages(id, 'name:asc')).toEqual(await expectedByName(members));
  });

  it('keeps the total equal to the members through add, remove, move and contact deletion', async () => {
    const a = await createStaticList(server, manager);
    const b = await createStaticList(server, manager);
    const total = async (listId: number) => (await page(manager, listId, '?length=1')).body.payload.total as number;
    await add(manager, a, ids.slice(140, 150));
    expect(await total(a)).toBe(10);
    await server.request('POST', `/lists/${a}/contacts/remove`, { token: manager, body: { contactIds: [ids[140], ids[141]] } });
    expect(await total(a)).toBe(8);
    await server.request('POST', '/lists/contacts/move', { token: manager, body: { targetListId: b, contacts: [{ contactId: ids[142], listId: a }] } });
    expect([await total(a), await total(b)]).toEqual([7, 1]);
    // Exited and completed members stay in the total (their listStatus says so).
    await server.db
      .update(listContacts)
      .set({ listStatus: 'exited' })
      .where(and(eq(listContacts.listId, a), eq(listContacts.contactId, ids[143]!)));
    expect(await total(a)).toBe(7);
    // Filtered totals are counted.
    expect((await page(manager, a, '?length=1&listStatus=exited')).body.payload.total).toBe(1);
    expect(await total(a)).toBe((await memberIds(server.db, a)).length);
    await server.request('DELETE', `/lists/${a}/contacts`, { token: manager });
    expect(await total(a)).toBe(0);
  });
});

describe('account owners', () => {
  it('returns accountOwnerId and, with ownerAccountsOnly, keeps leads and contacts of accounts the user owns', async () => {
    const tenantId = await demoTenantId(server.db);
    const [me] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, 'rep@demo.test'));
    const owned = await server.db.select({ id: accounts.id, ownerId: accounts.ownerId }).from(accounts).where(eq(accounts.tenantId, tenantId));
    expect(owned.every((a) => a.ownerId !== null)).toBe(true);
    const id = await createStaticList(server, manager, { sharing: 'READ_WRITE' });
    const members = ids.slice(0, 80);
    await add(manager, id, members);
    const all = (await page(rep, id, '?length=80')).body.payload.contacts as Row[];
    const ownerOf = new Map(owned.map((a) => [a.id, a.ownerId]));
    for (const r of all) expect(r.accountOwnerId).toBe(r.account ? (ownerOf.get(r.account.id) ?? null) : null);
    const filtered = (await page(rep, id, '?length=80&ownerAccountsOnly=true')).body.payload;
    const want = all.filter((r) => r.isLead || r.accountOwnerId === me!.id).map((r) => r.id);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(all.length);
    expect((filtered.contacts as Row[]).map((r) => r.id).sort((x, y) => x - y)).toEqual(want.sort((x, y) => x - y));
    expect(filtered.total).toBe(want.length);
  });
});

const CHICAGO = { type: 'all', logicType: 'all', filters: [{ field: 'mailingCity', operator: 'equals', value: 'Chicago' }] };

async function waitReady(listId: number) {
  for (let i = 0; i < 200; i++) {
    const list = await getList(listId);
    if (list.status === 'READY' || list.status === 'COMPLETED') return list;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('list never READY');
}

async function cityOf(contactId: number) {
  const [c] = await server.db.select({ city: contacts.mailingCity }).from(contacts).where(eq(contacts.id, contactId));
  return c?.city ?? null;
}

describe('dynamic lists: clone and entry criteria after a move', () => {
  it('a clone of a dynamic list takes its members, manual ones included, and refreshes', async () => {
    const created = await server.request('POST', '/lists', { token: manager, body: { name: 'Chicago', type: 'dynamic', condFilter: CHICAGO } });
    const source = created.body.payload.list.id as number;
    await waitReady(source);
    const outsider = ids.find((_, i) => i > 200) as number;
    const notChicago = (await Promise.all(ids.slice(200, 260).map(async (c) => ((await cityOf(c)) === 'Chicago' ? null : c)))).find((c) => c !== null) ?? outsider;
    await add(manager, source, [notChicago]);
    const sourceMembers = await memberIds(server.db, source);
    expect(sourceMembers).toContain(notChicago);

    const clone = await server.request('POST', '/lists', { token: manager, body: { name: 'Copy of Chicago', type: 'dynamic', condFilter: CHICAGO, cloneListId: source } });
    expect(clone.status).toBe(200);
    const cloneId = clone.body.payload.list.id as number;
    await waitReady(cloneId);
    // The manual member cannot come from the criteria: it was copied.
    expect(await memberIds(server.db, cloneId)).toEqual(sourceMembers);
  });

  it('refuses a move of a contact outside a complying dynamic list’s criteria with 409 (nothing moved)', async () => {
    const from = await createStaticList(server, manager);
    const body = { name: 'Chicago only', type: 'dynamic', condFilter: CHICAGO, complyEntryCriteriaAfterMove: true };
    const target = (await server.request('POST', '/lists', { token: manager, body })).body.payload.list.id as number;
    await waitReady(target);
    const outside: number[] = [];
    for (const c of ids.slice(0, 80)) if ((await cityOf(c)) !== 'Chicago') outside.push(c);
    const inside = ids.slice(0, 80).filter((c) => !outside.includes(c));
    // Take inside contacts out of the target first so they can be moved in.
    await server.request('POST', `/lists/${target}/contacts/remove`, { token: manager, body: { contactIds: inside.slice(0, 1) } });
    await add(manager, from, [outside[0]!, inside[0]!]);
    const before = await memberIds(server.db, target);

    const refused = await server.request('POST', '/lists/contacts/move', {
      token: manager,
      body: { targetListId: target, contacts: [outside[0], inside[0]].map((contactId) => ({ contactId, listId: from })) },
    });
    expect(refused.body).toMatchObject({ status: 409, message: "The contact does not match the destination list's entry criteria." });
    expect(await memberIds(server.db, target)).toEqual(before);
    expect(await memberIds(server.db, from)).toEqual([outside[0], inside[0]].sort((x, y) => x! - y!));

    const ok = await server.request('POST', '/lists/contacts/move', { token: manager, body: { targetListId: target, contacts: [{ contactId: inside[0], listId: from }] } });
    expect(ok.body.payload).toEqual({ moved: 1 });

    // Without the setting a dynamic list takes anyone moved in.
    const open = (await server.request('POST', '/lists', { token: manager, body: { ...body, name: 'Chicago open', complyEntryCriteriaAfterMove: false } })).body.payload.list.id as number;
    await waitReady(open);
    const moved = await server.request('POST', '/lists/contacts/move', { token: manager, body: { targetListId: open, contacts: [{ contactId: outside[0], listId: from }] } });
    expect(moved.body.payload).toEqual({ moved: 1 });
  });
});

describe('list status COMPLETED', () => {
  it('becomes COMPLETED when every member is completed or exited, and READY again when contacts are added', async () => {
    const id = await createStaticList(server, manager);
    await add(manager, id, ids.slice(90, 93));
    await server.request('PATCH', `/lists/${id}/contacts`, { token: manager, body: { listStatus: 'completed', contactIds: ids.slice(90, 92) } });
    expect((await getList(id)).status).toBe('READY');
    await server.request('PATCH', `/lists/${id}/contacts`, { token: manager, body: { listStatus: 'exited', contactIds: [ids[92]] } });
    expect(await getList(id)).toMatchObject({ status: 'COMPLETED', contactsCount: 0 });
    await add(manager, id, [ids[93]!]);
    expect(await getList(id)).toMatchObject({ status: 'READY', contactsCount: 1 });
  });

  it('an empty list stays READY', async () => {
    const id = await createStaticList(server, manager);
    await add(manager, id, [ids[94]!]);
    await server.request('DELETE', `/lists/${id}/contacts`, { token: manager });
    expect((await getList(id)).status).toBe('READY');
  });
});

describe('afterDays: idle lists pause themselves', () => {
  it('pauses a list idle for its afterDays (default 90, 0 never) on the scan, not one with recent calls', async () => {
    const idle = await createStaticList(server, manager, { afterDays: 3 });
    const called = await createStaticList(server, manager, { afterDays: 3 });
    const never = await createStaticList(server, manager, { afterDays: 0 });
    const byDefault = await createStaticList(server, manager);
    await add(manager, called, [ids[95]!]);
    clock.advance(4 * DAY);
    await server.db.update(listContacts).set({ lastCallAt: clock.now() }).where(eq(listContacts.listId, called));
    await server.app.lists.scan();
    const paused = async (listId: number) => (await server.db.select({ p: callLists.paused }).from(callLists).where(eq(callLists.id, listId)))[0]?.p;
    expect([await paused(idle), await paused(called), await paused(never), await paused(byDefault)]).toEqual([true, false, false, false]);
    // Paused means 423 on list operations, and a resume restarts the idle clock.
    manager = await server.login('manager@demo.test'); // the clock moved past the session's life
    expect((await add(manager, idle, [ids[96]!])).body).toMatchObject({ status: 423, message: 'Cannot perform actions on paused lists.' });
    // Shared with nobody, it comes back by an administrator (spec 2 section 6: owners resume only READ_WRITE lists).
    const admin = await server.login('admin@demo.test');
    expect((await server.request('PATCH', `/lists/${idle}/unpause`, { token: admin, body: {} })).status).toBe(200);
    await server.app.lists.scan();
    expect(await paused(idle)).toBe(false);
    clock.advance(90 * DAY);
    await server.app.lists.scan();
    manager = await server.login('manager@demo.test');
    expect([await paused(idle), await paused(never), await paused(byDefault)]).toEqual([true, false, true]);
  });
});

describe('migrations', () => {
  it('give managers and admins of an existing database the list capabilities', async () => {
    await server.db.execute(sql`update users set cap_list = '["dashboard.managerView"]'::jsonb where email in ('manager@demo.test', 'admin@demo.test', 'rep@demo.test')`);
    const statements = readFileSync(new URL('../../db/migrations/0013_lists-page-triggers.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .filter((s) => s.includes('UPDATE users'));
    expect(statements).toHaveLength(3);
    for (const s of statements) await server.db.execute(sql.raw(s));
    const rows = await server.db
      .select({ email: users.email, caps: users.capList })
      .from(users)
      .where(inArray(users.email, ['manager@demo.test', 'admin@demo.test', 'rep@demo.test']));
    const caps = new Map(rows.map((r) => [r.email, r.caps]));
    for (const e of ['manager@demo.test', 'admin@demo.test']) expect(caps.get(e)).toEqual(['dashboard.managerView', 'list.create', 'list.reset', 'list.refresh']);
    expect(caps.get('rep@demo.test')).toEqual(['dashboard.managerView']);
  });
});
