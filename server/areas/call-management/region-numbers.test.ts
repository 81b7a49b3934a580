import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { DEMO_PASSWORD, login, makeUser } from '@/tests/support/server-helpers';
import { createTenant } from '../../seed/tenant-factory';

/** Spec 3 section 5: a tenant hosted in Europe refuses restricted numbers where users type numbers; one in the US takes them. */
let server: TestServer;
let europe: string;
let us: string;
const RESTRICTED = '+44 909 879 0000';
const MESSAGE = 'Premium-rate, shared-cost and personal numbers are not allowed in your region';

beforeAll(async () => {
  server = await startTestServer();
  const tokenIn = async (region: 'us' | 'europe', tag: string) => {
    const tenant = await createTenant(server.db, `Region ${region} ${Date.now()}`, { region });
    const user = await makeUser(server.db, tenant.id, { tag });
    return (await login(server, user.email, DEMO_PASSWORD)).body.payload.authToken as string;
  };
  europe = await tokenIn('europe', 'region-eu');
  us = await tokenIn('us', 'region-us');
});
afterAll(() => server.close());

const forwardTo = (token: string, forwardingNumber: string) =>
  server.request('PUT', '/users/me/inbound-call-settings', { token, body: { isForwardingEnabled: true, forwardingNumber, incomingCallTimeout: 20, isMailboxEnabled: false, voicemailEmail: '' } });

describe('restricted numbers by region', () => {
  it('says the region in the session', async () => {
    expect((await server.request('GET', '/session', { token: europe })).body.payload.region).toBe('europe');
    expect((await server.request('GET', '/session', { token: us })).body.payload.region).toBe('us');
  });

  it('refuses a premium-rate forwarding number in Europe, saving nothing; takes an ordinary one, and the same number in the US', async () => {
    const refused = await forwardTo(europe, RESTRICTED);
    expect(refused.body).toMatchObject({ status: 400, message: MESSAGE, code: 'PHONE_NUMBER_RESTRICTED' });
    expect((await server.request('GET', '/users/me/inbound-call-settings', { token: europe })).body.payload.isForwardingEnabled).toBe(false);
    expect((await forwardTo(europe, '+44 20 7946 0958')).status).toBe(200);
    expect((await forwardTo(us, RESTRICTED)).status).toBe(200);
  });

  it('refuses a shared-cost number as the other caller id in Europe, before any code is sent or setting saved', async () => {
    const verify = await server.request('POST', '/users/me/caller-id/verify', { token: europe, body: { number: '+44 845 464 0000' } });
    expect(verify.body).toMatchObject({ status: 400, message: MESSAGE });
    expect((await server.request('GET', '/users/me/caller-id', { token: europe })).body.payload.verification).toBeNull();
    const update = await server.request('PUT', '/users/me/caller-id', { token: europe, body: { type: 'assigned', otherCallerId: '+44 870 000 0000' } });
    expect(update.body).toMatchObject({ status: 400, message: MESSAGE });
    expect((await server.request('GET', '/users/me/caller-id', { token: europe })).body.payload.otherCallerId).toBe('');
  });
});
