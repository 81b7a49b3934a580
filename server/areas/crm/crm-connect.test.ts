import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '@/server/seed/tenant-factory';
import { makeUser } from '@/tests/support/server-helpers';
import { startRepServer } from '@/tests/support/server-fixtures';
import { systemClock } from '../../clock';
import { TEST_SECRET, type TestServer } from '@/tests/support/test-server';
import { approveInBrowser, startTestSalesforce, TEST_APP, TEST_CALLBACK } from './crm-test-support';
import { CRM_API_VERSION, type CrmOptions } from './crm-options';
import { createCrmConnectionService } from './crm-connection-service';
import { CrmReconnectNeeded } from './crm-errors';
import { createCrmSecret } from './crm-secret';
import { crmConnections } from './crm-tables';
import { createSalesforceCrm } from './salesforce-crm';
import type { SimulatedSalesforce } from './simulated-salesforce/simulated-salesforce';

let sf: SimulatedSalesforce;
let server: TestServer;
let options: CrmOptions;
let tenantId: number;
let rep: string;
let admin: string;
let otherAdmin: string;

const callback = (query: Record<string, string>) => server.request('GET', `/crm/oauth/callback?${new URLSearchParams(query)}`);

/** The administrator's round trip: authenticate, Allow on the org's page, the browser lands on the callback. */
async function connectAs(token: string) {
  const started = await server.request('POST', '/crm/authenticate', { token });
  expect(started.status).toBe(200);
  const { code, state } = await approveInBrowser(started.body.payload.url);
  return { url: started.body.payload.url as string, code: code!, state: state! };
}

beforeAll(async () => {
  sf = await startTestSalesforce();
  options = { loginUrl: sf.url, clientId: TEST_APP.clientId, clientSecret: TEST_APP.clientSecret, callbackUrl: TEST_CALLBACK, apiVersion: CRM_API_VERSION, simulated: true };
  ({ server, tenantId, rep } = await startRepServer({ crm: options }));
  admin = await server.login('admin@demo.test');
  const other = await createTenant(server.db, `Other Org Co ${Math.random().toString(36).slice(2, 8)}`);
  otherAdmin = await server.login((await makeUser(server.db, other.id, { tag: 'crm-other', role: 'admin' })).email);
});
afterAll(async () => {
  await server.close();
  await sf.close();
});

describe('connecting the tenant to Salesforce', () => {
  it('refuses a rep the connect and the disconnect, and shows the rep the status', async () => {
    expect(await server.request('POST', '/crm/authenticate', { token: rep })).toMatchObject({ status: 403, body: { message: 'Insufficient scope' } });
    expect((await server.request('DELETE', '/crm/connection', { token: rep })).status).toBe(403);
    const status = await server.request('GET', '/crm/status', { token: rep });
    expect(status.status).toBe(200);
    expect(status.body.payload).toMatchObject({ provider: 'salesforce', available: true, simulated: true, syncMode: 'adminSync', state: 'notConnected', orgId: null });
  });

  it('answers the authorize address with a PKCE challenge and a state, then stores the connection from the callback', async () => {
    const { url, code, state } = await connectAs(admin);
    const params = new URL(url).searchParams;
    expect(url.startsWith(`${sf.url}/services/oauth2/authorize?`)).toBe(true);
    expect(params.get('client_id')).toBe(TEST_APP.clientId);
    expect(params.get('redirect_uri')).toBe(TEST_CALLBACK);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const done = await callback({ code, state });
    expect(done.status).toBe(200);
    expect(done.body.payload).toEqual({ connected: true, orgId: sf.oauth.identity.orgId, instanceUrl: sf.url });
    const status = (await server.request('GET', '/crm/status', { token: rep })).body.payload;
    expect(status).toMatchObject({ state: 'connected', orgId: sf.oauth.identity.orgId, instanceUrl: sf.url, lastSyncAt: null });
    expect(Date.parse(status.connectedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps the refresh token encrypted with the key derived from SECRET', async () => {
    const [row] = await server.db
      .select()
      .from(crmConnections)
      .where(and(eq(crmConnections.tenantId, tenantId), isNull(crmConnections.userId)));
    const issued = sf.oauth.snapshot().refreshTokens.map((t) => t.token);
    expect(row!.refreshToken.startsWith('v1:')).toBe(true);
    expect(issued).not.toContain(row!.refreshToken);
    expect(issued).toContain(createCrmSecret(TEST_SECRET).decrypt(row!.refreshToken));
    expect(() => createCrmSecret('another-secret').decrypt(row!.refreshToken)).toThrow();
  });

  it('spends an attempt on its first callback: a replay is refused', async () => {
    const { code, state } = await connectAs(admin);
    expect((await callback({ code, state })).status).toBe(200);
    const replay = await callback({ code, state });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: 'CRM_CONNECT_EXPIRED' });
  });

  it('says why when the administrator denies access on the org’s page', async () => {
    const started = await server.request('POST', '/crm/authenticate', { token: admin });
    const state = new URL(started.body.payload.url).searchParams.get('state')!;
    const denied = await callback({ state, error: 'access_denied', error_description: 'end-user denied authorization' });
    expect(denied.status).toBe(400);
    expect(denied.body).toMatchObject({ code: 'CRM_CONNECT_REFUSED', reason: 'access_denied', message: 'Salesforce did not connect: end-user denied authorization' });
  });

  it('keeps each tenant’s connection its own', async () => {
    expect((await server.request('GET', '/crm/status', { token: otherAdmin })).body.payload.state).toBe('notConnected');
    // Another tenant's disconnect does not reach this tenant's connection.
    expect((await server.request('DELETE', '/crm/connection', { token: otherAdmin })).status).toBe(200);
    expect((await server.request('GET', '/crm/status', { token: rep })).body.payload.state).toBe('connected');
  });

  it('marks the connection for reconnecting when Salesforce no longer honours it', async () => {
    const service = createCrmConnectionService({
      db: server.db,
      clock: systemClock,
      secret: createCrmSecret(TEST_SECRET),
      crm: createSalesforceCrm(options),
      simulated: true,
      redirectUri: () => TEST_CALLBACK,
    });
    const session = (await service.session(tenantId))!;
    expect((await session.describe('Contact')).keyPrefix).toBe('003');
    const [row] = await server.db.select().from(crmConnections).where(eq(crmConnections.tenantId, tenantId));
    await fetch(`${sf.url}/services/oauth2/revoke`, { method: 'POST', body: new URLSearchParams({ token: createCrmSecret(TEST_SECRET).decrypt(row!.refreshToken) }) });
    await expect(session.describe('Lead')).rejects.toBeInstanceOf(CrmReconnectNeeded);
    const status = (await server.request('GET', '/crm/status', { token: admin })).body.payload;
    expect(status.state).toBe('reconnectNeeded');
    expect(status.lastError).toMatch(/expired access\/refresh token/);
    expect(await service.session(tenantId)).toBeNull();
  });

  it('asks for a reconnect when the server secret changed and the stored tokens cannot be read', async () => {
    const { code, state } = await connectAs(admin);
    expect((await callback({ code, state })).status).toBe(200);
    const otherSecret = createCrmConnectionService({
      db: server.db,
      clock: systemClock,
      secret: createCrmSecret('a-new-secret'),
      crm: createSalesforceCrm(options),
      simulated: true,
      redirectUri: () => TEST_CALLBACK,
    });
    await expect(otherSecret.session(tenantId)).rejects.toBeInstanceOf(CrmReconnectNeeded);
    expect((await server.request('GET', '/crm/status', { token: admin })).body.payload).toMatchObject({ state: 'reconnectNeeded', lastError: expect.stringMatching(/server secret changed/) });
  });

  it('disconnects: the token is revoked at Salesforce and the connection forgotten', async () => {
    const { code, state } = await connectAs(admin);
    expect((await callback({ code, state })).status).toBe(200);
    const [row] = await server.db.select().from(crmConnections).where(eq(crmConnections.tenantId, tenantId));
    const refreshToken = createCrmSecret(TEST_SECRET).decrypt(row!.refreshToken);
    expect(await server.request('DELETE', '/crm/connection', { token: admin })).toMatchObject({ status: 200, body: { payload: { disconnected: true } } });
    expect((await server.request('GET', '/crm/status', { token: admin })).body.payload.state).toBe('notConnected');
    expect(sf.oauth.snapshot().refreshTokens.find((t) => t.token === refreshToken)?.revoked).toBe(true);
  });
});
