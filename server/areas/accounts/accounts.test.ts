import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoTenantId } from '@/tests/support/server-helpers';
import { otherTenant } from '@/tests/support/crm-helpers';

let server: TestServer;
let rep: string;
let manager: string;
let other: Awaited<ReturnType<typeof otherTenant>>;
let theirAccountId: number;
beforeAll(async () => {
  server = await startTestServer();
  rep = await server.login('rep@demo.test');
  manager = await server.login('manager@demo.test');
  other = await otherTenant(server);
  const [a] = await server.db.insert(accounts).values({ tenantId: other.tenantId, name: 'Their Account' }).returning();
  theirAccountId = a!.id;
});
afterAll(() => server.close());

const accountCount = async () => (await server.db.select().from(accounts)).length;

describe('GET /accounts', () => {
  it('pages the accounts by name with a total (pickers: offset 0, limit 100)', async () => {
    const all = (await server.request('GET', '/accounts?offset=0&limit=100', { token: rep })).body.payload;
    expect(all.total).toBe(12);
    const names = all.accounts.map((a: { name: string }) => a.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const page = (await server.request('GET', '/accounts?offset=10&limit=5', { token: rep })).body.payload;
    expect(page.accounts).toHaveLength(2);
    expect(page.total).toBe(12);
    expect(all.accounts[0].contactCount).toBeGreaterThanOrEqual(0);
  });

  it('searches by name within the tenant', async () => {
    const res = (await server.request('GET', '/accounts?search=glob', { token: rep })).body.payload;
    expect(res.accounts.map((a: { name: string }) => a.name)).toEqual(['Globex']);
    expect((await server.request('GET', '/accounts?search=their', { token: rep })).body.payload.total).toBe(0);
    expect((await server.request('GET', '/accounts?limit=101', { token: rep })).status).toBe(400);
  });
});

describe('GET /accounts/:accountId', () => {
  it('returns payload.account with parsed otherFields', async () => {
    const [row] = await server.db.select().from(accounts).where(eq(accounts.name, 'Globex'));
    const res = await server.request('GET', `/accounts/${row!.id}`, { token: rep });
    expect(res.body.payload.account).toMatchObject({ id: row!.id, name: 'Globex', otherFields: JSON.parse(row!.otherFields!) });
  });

  it('gives otherFields null when the stored JSON text is unparseable', async () => {
    const [row] = await server.db.select().from(accounts).where(eq(accounts.name, 'Initech'));
    await server.db.update(accounts).set({ otherFields: '{not json' }).where(eq(accounts.id, row!.id));
    const res = await server.request('GET', `/accounts/${row!.id}`, { token: rep });
    expect(res.status).toBe(200);
    expect(res.body.payload.account.otherFields).toBeNull();
  });

  it("is 404 for another tenant's account", async () => {
    expect((await server.request('GET', `/accounts/${theirAccountId}`, { token: rep })).status).toBe(404);
  });
});

describe('POST /accounts', () => {
  it('creates an account (capability account.create) and stores otherFields as JSON text', async () => {
    const res = await server.request('POST', '/accounts', {
      token: manager,
      body: { name: 'Nakatomi Trading', shippingCity: 'Los Angeles', shippingCountry: 'US', otherFields: { Employees__c: 300, Industry__c: 'Finance' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.account).toMatchObject({ name: 'Nakatomi Trading', shippingCity: 'Los Angeles', otherFields: { Employees__c: 300, Industry__c: 'Finance' }, contactCount: 0 });
    const [row] = await server.db.select().from(accounts).where(eq(accounts.id, res.body.payload.account.id));
    expect(row!.otherFields).toBe(JSON.stringify({ Employees__c: 300, Industry__c: 'Finance' }));
    expect(row!.tenantId).toBe(await demoTenantId(server.db));
  });

  it('accepts otherFields as JSON text', async () => {
    const res = await server.request('POST', '/accounts', { token: manager, body: { name: 'Text Co', otherFields: '{"Employees__c": 5}' } });
    expect(res.body.payload.account.otherFields).toEqual({ Employees__c: 5 });
  });

  it("is 403 'Insufficient scope' for a rep without account.create", async () => {
    const before = await accountCount();
    const res = await server.request('POST', '/accounts', { token: rep, body: { name: 'Rep Co' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Insufficient scope');
    expect(await accountCount()).toBe(before);
  });

  it.each([
    ['no name', { name: '' }, 'Invalid body: name: Account name is required'],
    ['unparseable otherFields text', { name: 'X', otherFields: '{bad' }, 'otherFields must be a JSON object of field values'],
    ['an unknown custom field', { name: 'X', otherFields: { Nope__c: 1 } }, 'Unknown field Nope__c'],
    ['a bad picklist value', { name: 'X', otherFields: { Industry__c: 'Mining' } }, "Industry: 'Mining' is not one of its values"],
  ])('refuses %s with 400 and writes nothing', async (_n, body, message) => {
    const before = await accountCount();
    const res = await server.request('POST', '/accounts', { token: manager, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await accountCount()).toBe(before);
  });
});

describe('PATCH /account/:accountId', () => {
  it('updates only the fields sent and merges otherFields', async () => {
    const [row] = await server.db.select().from(accounts).where(eq(accounts.name, 'Hooli'));
    const res = await server.request('PATCH', `/account/${row!.id}`, { token: rep, body: { shippingStreet: '1 Infinite Loop', otherFields: { Employees__c: 9000 } } });
    expect(res.status).toBe(200);
    expect(res.body.payload.account).toMatchObject({ name: 'Hooli', shippingStreet: '1 Infinite Loop', otherFields: { ...JSON.parse(row!.otherFields!), Employees__c: 9000 } });
  });

  it('refuses a bad value (400, unchanged) and another tenant (404, unchanged)', async () => {
    const [row] = await server.db.select().from(accounts).where(eq(accounts.name, 'Soylent'));
    const bad = await server.request('PATCH', `/account/${row!.id}`, { token: rep, body: { otherFields: { Employees__c: 'lots' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Employees must be a whole number');
    const [after] = await server.db.select().from(accounts).where(eq(accounts.id, row!.id));
    expect(after).toEqual(row);
    expect((await server.request('PATCH', `/account/${row!.id}`, { token: rep, body: {} })).status).toBe(400);
    expect((await server.request('PATCH', `/account/${theirAccountId}`, { token: rep, body: { name: 'Mine now' } })).status).toBe(404);
    const [theirs] = await server.db.select().from(accounts).where(eq(accounts.id, theirAccountId));
    expect(theirs!.name).toBe('Their Account');
  });
});
