import { and, eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_UPDATED_EVENT, listUpdatedEvent } from '@/src/contract/entities/lists';
import { contacts } from '../../db/schema';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoTenantId } from '@/tests/support/server-helpers';
import { listIdByName, memberIds } from './lists-test-helpers';

let server: TestServer;
let origin: string;
let manager: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  origin = await server.app.listen(0);
  manager = await server.login('manager@demo.test');
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.close();
});

const VPS = {
  type: 'all',
  filters: [
    { field: 'title', operator: 'equals', value: 'VP Sales' },
    { field: 'mailingCity', operator: 'equals', value: 'Austin' },
    { field: 'mailingCity', operator: 'equals', value: 'Boston' },
  ],
  logicType: 'advanced',
  logic: '1 AND (2 OR 3)',
};

/** Expected members computed straight from the contacts table. */
async function expected(where: ReturnType<typeof sql>) {
  const tenantId = await demoTenantId(server.db);
  const rows = await server.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), where))
    .orderBy(contacts.id);
  return rows.map((r) => r.id);
}

async function waitReady(listId: number) {
  for (let i = 0; i < 100; i++) {
    const res = await server.request('GET', `/lists/${listId}`, { token: manager });
    if (res.body.payload.list.status === 'READY') return res.body.payload.list;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('list never READY');
}

async function createDynamic(name: string, condFilter: unknown) {
  return server.request('POST', '/lists', { token: manager, body: { name, type: 'dynamic', condFilter } });
}

describe('dynamic lists', () => {
  it('fills from "1 AND (2 OR 3)" with exactly the matching demo contacts', async () => {
    const res = await createDynamic('VPs by logic', VPS);
    expect(res.status).toBe(200);
    expect(res.body.payload.list.status).toBe('REQUESTED');
    const list = await waitReady(res.body.payload.list.id);
    const want = await expected(sql`${contacts.title} = 'VP Sales' and ${contacts.mailingCity} in ('Austin', 'Boston')`);
    expect(want.length).toBeGreaterThan(0);
    expect(await memberIds(server.db, list.id)).toEqual(want);
    expect(list.contactsCount).toBe(want.length);
    // The seeded dynamic list uses the same condition.
    expect(await memberIds(server.db, await listIdByName(server.db, 'Austin and Boston VPs'))).toEqual(want);
  });

  it('matches an injection attempt literally and changes nothing', async () => {
    const before = await server.db.select({ n: sql<number>`count(*)::int` }).from(contacts);
    const attack = "x' OR '1'='1'; DELETE FROM contacts; --";
    const res = await createDynamic('Injection', {
      filters: [
        { field: 'lastName', operator: 'equals', value: attack },
        { field: "otherFields.x'--", operator: 'equals', value: 'y' },
      ],
    });
    expect(res.status).toBe(400);
    const ok = await createDynamic('Injection literal', {
      filters: [
        { field: 'lastName', operator: 'contains', value: attack },
        { field: 'otherFields.note', operator: 'isEmpty' },
      ],
    });
    const list = await waitReady(ok.body.payload.list.id);
    expect(list.contactsCount).toBe(0);
    expect(await server.db.select({ n: sql<number>`count(*)::int` }).from(contacts)).toEqual(before);
    const tenantId = await demoTenantId(server.db);
    const [victim] = await server.db.select().from(contacts).where(eq(contacts.tenantId, tenantId)).limit(1);
    await server.db.update(contacts).set({ lastName: attack }).where(eq(contacts.id, victim!.id));
    await server.request('PATCH', `/lists/${list.id}/refresh`, { token: manager, body: {} });
    await waitReady(list.id);
    expect(await memberIds(server.db, list.id)).toEqual([victim!.id]);
  });

  it('answers 400 with the logic codes and the limits', async () => {
    const bad = await createDynamic('Bad', { ...VPS, logic: '1 AND 2' });
    expect(bad.body).toMatchObject({ status: 400, code: 'INVALID_COND_LIST_USE_ALL_FILTERS' });
    const worse = await createDynamic('Bad', { ...VPS, logic: '1 AND (2 OR' });
    expect(worse.body).toMatchObject({ status: 400, code: 'INVALID_COND_LIST_EXPRESSION' });
    const many = await createDynamic('Many', { filters: Array.from({ length: 11 }, () => ({ field: 'title', operator: 'isNotEmpty' })) });
    expect(many.body.message).toBe('At most 10 filters are allowed');
    expect((await createDynamic('Op', { filters: [{ field: 'isLead', operator: 'contains', value: 'x' }] })).status).toBe(400);
    expect((await createDynamic('Date', { filters: [{ field: 'createdAt', operator: 'before', value: '31/31/2020' }] })).status).toBe(400);
  });

  it('reads dates in the tenant zone and filters on related activity', async () => {
    const res = await createDynamic('Called recently', {
      filters: [{ field: 'createdAt', operator: 'before', value: '1/1/2100' }],
      xfilters: [
        {
          operation: 'exists',
          entity: 'activity',
          subfilters: [
            { field: 'kind', operator: 'equals', value: 'call' },
            { field: 'durationSeconds', operator: 'greaterThan', value: 600 },
          ],
        },
      ],
      limit: 5000,
    });
    const list = await waitReady(res.body.payload.list.id);
    const tenantId = await demoTenantId(server.db);
    const { rows } = await server.db.execute<{ id: number }>(
      sql`select distinct contact_id as id from activities where tenant_id = ${tenantId} and kind = 'call' and duration_seconds > 600 and contact_id is not null order by 1`,
    );
    expect(await memberIds(server.db, list.id)).toEqual(rows.map((r) => r.id));
  });

  it('caps what one refresh adds at the condition limit', async () => {
    const res = await createDynamic('Capped', { filters: [{ field: 'title', operator: 'isNotEmpty' }], limit: 7 });
    const list = await waitReady(res.body.payload.list.id);
    expect(list.contactsCount).toBe(7);
  });

  it('shows REQUESTED, then REFRESHING and READY over a real /updates socket', async () => {
    const listId = await listIdByName(server.db, 'Austin and Boston VPs');
    const socket = connect(`${origin}/updates`, { auth: { token: manager }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const statuses: string[] = [];
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no READY; saw ${statuses.join(',')}`)), 5000);
      socket.on(LIST_UPDATED_EVENT, (e: unknown) => {
        const event = listUpdatedEvent.parse(e);
        if (event.listId !== listId) return;
        statuses.push(event.status);
        if (event.status === 'READY') {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const res = await server.request('PATCH', `/lists/${listId}/refresh`, { token: manager, body: {} });
    expect(res.body.payload.list.status).toBe('REQUESTED');
    await done;
    expect(statuses).toEqual(['REQUESTED', 'REFRESHING', 'READY']);
  });

  it('refuses to refresh a static list and reps lack the capability', async () => {
    const id = await listIdByName(server.db, 'Q4 Enterprise Push');
    expect((await server.request('PATCH', `/lists/${id}/refresh`, { token: manager, body: {} })).body).toMatchObject({ status: 400, message: 'Only dynamic lists can be refreshed' });
    const rep = await server.login('rep@demo.test');
    expect((await server.request('PATCH', `/lists/${id}/refresh`, { token: rep, body: {} })).status).toBe(403);
  });
});
