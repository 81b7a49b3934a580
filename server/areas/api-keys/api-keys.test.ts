import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_REFUSALS } from '@/src/domain/api-keys/api-key-rules';
import { startCrmServer, type OtherTenant } from '@/tests/support/server-fixtures';
import { DEMO_PASSWORD, login, makeUser } from '@/tests/support/server-helpers';
import type { TestServer } from '@/tests/support/test-server';
import { apiKeys, tasks, users } from '../../db/schema';
import { RATE_LIMITS } from '../../http/rate-limits';

let server: TestServer, tenantId: number, admin: string, rep: string, other: OtherTenant;
beforeAll(async () => {
  ({ server, tenantId, rep, other } = await startCrmServer());
  admin = await server.login('admin@demo.test');
});
afterAll(() => server.close());

const create = (body: unknown, token = admin) => server.request('POST', '/admin/api-keys', { token, body });
async function newKey(rights: 'read' | 'write', token = admin, description = `Script ${rights}`) {
  const res = await create({ description, rights }, token);
  expect(res.status).toBe(200);
  return { key: res.body.payload.key as string, id: res.body.payload.apiKey.id as number };
}
const listKeys = async (token = admin) => (await server.request('GET', '/admin/api-keys', { token })).body.payload.apiKeys as { id: number; description: string; lastUsedAt: string | null }[];
const callTask = (subject: string) => ({ taskType: 'CALL', subject });

describe('API keys: created, listed and revoked by administrators (spec 3 /settings/integrations/apikey)', () => {
  it('answers the key once at creation, and lists it with its description, rights, creator and dates, never the key', async () => {
    const res = await create({ description: '  Nightly sync ', rights: 'write' });
    expect(res.status).toBe(200);
    const { key, apiKey } = res.body.payload;
    expect(key).toMatch(/^dwk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ description: 'Nightly sync', rights: 'write', hint: key.slice(0, 8), creator: { name: 'Ada Admin' }, lastUsedAt: null });
    expect(Date.parse(apiKey.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const listed = await server.request('GET', '/admin/api-keys', { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.payload.apiKeys).toContainEqual(apiKey);
    expect(JSON.stringify(listed.body)).not.toContain(key);
  });

  it('stores only the SHA-256 of the key: the plain key is nowhere in the database', async () => {
    const { key, id } = await newKey('read');
    const [row] = await server.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.keyHash).not.toBe(key);
    const { rows } = await server.db.execute(sql`select count(*)::int as n from api_keys a where row_to_json(a)::text like ${`%${key.slice(4)}%`}`);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('refuses a rep, an empty description and unknown rights; nothing is created', async () => {
    const before = await listKeys();
    expect((await create({ description: 'Mine', rights: 'write' }, rep)).status).toBe(403);
    expect((await server.request('GET', '/admin/api-keys', { token: rep })).status).toBe(403);
    const empty = await create({ description: '   ', rights: 'read' });
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([{ path: ['description'], message: 'A description is required' }]);
    expect((await create({ description: 'x', rights: 'admin' })).status).toBe(400);
    expect(await listKeys()).toEqual(before);
  });

  it("keeps each tenant's keys to itself: another tenant's administrator neither sees nor revokes them", async () => {
    const { id } = await newKey('read', admin, 'Demo only');
    const otherAdmin = await makeUser(server.db, other.tenantId, { tag: 'other-admin', role: 'admin' });
    const otherToken = (await login(server, otherAdmin.email, DEMO_PASSWORD)).body.payload.authToken as string;
    expect((await listKeys(otherToken)).map((k) => k.id)).not.toContain(id);
    expect(await server.request('DELETE', `/admin/api-keys/${id}`, { token: otherToken })).toMatchObject({ status: 404 });
    expect((await listKeys()).map((k) => k.id)).toContain(id);
  });
});

describe('a key opens the REST API as its creator, in its tenant', () => {
  it('lists contacts and creates a task with a read-write key; its last use is recorded', async () => {
    const { key, id } = await newKey('write');
    const contacts = await server.request('GET', '/contacts?limit=5', { token: key });
    expect(contacts.status).toBe(200);
    expect(contacts.body.payload.contacts.length).toBeGreaterThan(0);

    const task = await server.request('POST', '/tasks', { token: key, body: callTask('Created by a script') });
    expect(task.status).toBe(200);
    const [adminRow] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    const [stored] = await server.db.select().from(tasks).where(eq(tasks.id, task.body.payload.task.id));
    expect(stored).toMatchObject({ tenantId, subject: 'Created by a script', ownerId: adminRow!.id });

    const listed = (await listKeys()).find((k) => k.id === id)!;
    expect(Date.parse(listed.lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('reads with a read-only key and is refused any change with 403; nothing is written', async () => {
    const { key } = await newKey('read');
    expect((await server.request('GET', '/contacts', { token: key })).status).toBe(200);
    expect((await server.request('GET', '/tasks', { token: key })).status).toBe(200);
    const [before] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tasks)
      .where(eq(tasks.tenantId, tenantId));
    const refused = await server.request('POST', '/tasks', { token: key, body: callTask('Never') });
    expect(refused).toEqual({ status: 403, body: { status: 403, message: API_KEY_REFUSALS.readOnly, code: 'API_KEY_READ_ONLY' } });
    expect((await server.request('PUT', '/session/status', { token: key, body: { presence: 'busy' } })).status).toBe(403);
    const [after] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tasks)
      .where(eq(tasks.tenantId, tenantId));
    expect(after!.n).toBe(before!.n);
  });

  it('answers 401 for a revoked key (and for a made-up one); a revoked key leaves the list and cannot be revoked twice', async () => {
    const { key, id } = await newKey('write');
    expect((await server.request('GET', '/contacts', { token: key })).status).toBe(200);
    expect(await server.request('DELETE', `/admin/api-keys/${id}`, { token: admin })).toEqual({ status: 200, body: { status: 200, payload: { deleted: true } } });
    expect(await server.request('GET', '/contacts', { token: key })).toEqual({ status: 401, body: { status: 401, message: 'Authentication required', reason: 'revoked' } });
    expect((await server.request('POST', '/tasks', { token: key, body: callTask('Too late') })).status).toBe(401);
    expect((await listKeys()).map((k) => k.id)).not.toContain(id);
    expect((await server.request('DELETE', `/admin/api-keys/${id}`, { token: admin })).status).toBe(404);
    expect((await server.request('GET', '/contacts', { token: `dwk_${'A'.repeat(43)}` })).status).toBe(401);
  });

  it("never reaches another tenant's records", async () => {
    const { key } = await newKey('write');
    expect((await server.request('GET', `/contacts/${other.contactId}`, { token: key })).status).toBe(404);
    const found = await server.request('GET', '/contacts?search=Outsider', { token: key });
    expect(found.status).toBe(200);
    expect(found.body.payload.contacts).toEqual([]);
    // And the other tenant's own key sees its contact, not the demo's.
    const otherAdmin = await makeUser(server.db, other.tenantId, { tag: 'other-keys', role: 'admin' });
    const otherToken = (await login(server, otherAdmin.email, DEMO_PASSWORD)).body.payload.authToken as string;
    const otherKey = await newKey('read', otherToken);
    const theirs = await server.request('GET', '/contacts', { token: otherKey.key });
    expect(theirs.body.payload.contacts.map((c: { id: number }) => c.id)).toEqual([other.contactId]);
  });

  it('opens admin routes only to a read-write key of a present administrator; never keys, passwords or login-as', async () => {
    const owner = await makeUser(server.db, tenantId, { tag: 'key-admin', role: 'admin' });
    const ownerToken = await server.login(owner.email);
    const write = await newKey('write', ownerToken);
    const read = await newKey('read', ownerToken);
    expect((await server.request('GET', '/admin/users', { token: write.key })).status).toBe(200);
    expect(await server.request('GET', '/admin/users', { token: read.key })).toMatchObject({ status: 403, body: { message: 'Insufficient scope' } });

    // Calls that belong to a person at the keyboard, whatever the key's rights.
    const notForKeys = { status: 403, body: { status: 403, message: API_KEY_REFUSALS.notForKeys, code: 'API_KEY_REFUSED' } };
    expect(await server.request('GET', '/admin/api-keys', { token: write.key })).toEqual(notForKeys);
    expect(await server.request('POST', '/admin/api-keys', { token: write.key, body: { description: 'Child', rights: 'write' } })).toEqual(notForKeys);
    expect(await server.request('DELETE', `/admin/api-keys/${read.id}`, { token: write.key })).toEqual(notForKeys);
    expect(await server.request('POST', '/password/change', { token: write.key, body: { oldPassword: DEMO_PASSWORD, newPassword: 'New@Pass12', confirmPassword: 'New@Pass12' } })).toEqual(notForKeys);
    const [repRow] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, 'rep@demo.test'));
    expect(await server.request('POST', `/admin/users/${repRow!.id}/login-as`, { token: write.key })).toEqual(notForKeys);
    expect(await server.request('POST', `/admin/users/${repRow!.id}/reset-password`, { token: write.key })).toEqual(notForKeys);

    // The key carries its creator's present rights: demoted, the admin routes close; deactivated, the key is refused.
    await server.db
      .update(users)
      .set({ capList: sql`${users.capList} - 'settings.admin'` })
      .where(eq(users.id, owner.id));
    expect((await server.request('GET', '/admin/users', { token: write.key })).status).toBe(403);
    expect((await server.request('GET', '/contacts', { token: write.key })).status).toBe(200);
    await server.db.update(users).set({ active: false }).where(eq(users.id, owner.id));
    expect((await server.request('GET', '/contacts', { token: write.key })).status).toBe(401);
  });

  it(`limits each key to ${RATE_LIMITS.callsPerApiKey.max} calls a minute (429 with Retry-After); other keys and sessions go on`, async () => {
    const busy = await newKey('read');
    const calm = await newKey('read');
    const limit = RATE_LIMITS.callsPerApiKey;
    const statuses: number[] = [];
    for (let i = 0; i < limit.max; i += 50) {
      const batch = await Promise.all(Array.from({ length: Math.min(50, limit.max - i) }, () => server.request('GET', '/session/status', { token: busy.key })));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await server.app.fastify.inject({ method: 'GET', url: '/api/session/status', headers: { authorization: `Bearer ${busy.key}` } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(refused.body)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect((await server.request('GET', '/session/status', { token: calm.key })).status).toBe(200);
    expect((await server.request('GET', '/session/status', { token: admin })).status).toBe(200);
  });
});
