import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { DEMO_PASSWORD, demoTenantId, login, makeUser } from '@/tests/support/server-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('my telephony connection (spec 3 call management)', () => {
  it('switches to PSTN only with acl.enablePstn, and back to the softphone', async () => {
    const user = await makeUser(server.db, await demoTenantId(server.db), { tag: 'conn' });
    const token = (await login(server, user.email, DEMO_PASSWORD)).body.payload.authToken;
    const refused = await server.request('PUT', '/users/me/connection-type', { token, body: { connectionType: 'pstn' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('PSTN is not enabled for this user');
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload.connectionType).toBe('soft');

    const admin = await server.login('admin@demo.test');
    expect((await server.request('PUT', `/admin/telephony/users/${user.id}/acl`, { token: admin, body: { enablePstn: true } })).status).toBe(200);
    const pstn = await server.request('PUT', '/users/me/connection-type', { token, body: { connectionType: 'pstn' } });
    expect(pstn.body.payload).toEqual({ connectionType: 'pstn' });
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload.connectionType).toBe('pstn');
    await server.request('PUT', '/users/me/connection-type', { token, body: { connectionType: 'soft' } });
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload.connectionType).toBe('soft');
    expect((await server.request('PUT', '/users/me/connection-type', { token, body: { connectionType: 'fax' } })).status).toBe(400);
  });
});
