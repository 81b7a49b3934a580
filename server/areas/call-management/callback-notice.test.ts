import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { DEMO_PASSWORD, demoTenantId, login, makeUser } from '@/tests/support/server-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const rep = async (tag: string) => {
  const user = await makeUser(server.db, await demoTenantId(server.db), { tag });
  return (await login(server, user.email, DEMO_PASSWORD)).body.payload.authToken as string;
};
const notice = async (token: string, name: string, shared = false) =>
  (await server.request('POST', '/telephony/predefined-messages', { token, body: { type: 'CALLBACK_NOTICE', name, shared } })).body.payload.message.id as number;

describe('the selected callback notice (spec 3: select, click again to deselect)', () => {
  it("selects one's own or the tenant's shared notice, never another user's own; null deselects", async () => {
    const token = await rep('notice');
    const other = await rep('notice-other');
    const admin = await server.login('admin@demo.test');
    const own = await notice(token, 'Mine');
    const shared = await notice(admin, 'Everyone', true);
    const theirs = await notice(other, 'Theirs');
    expect((await server.request('GET', '/users/me/callback-notice', { token })).body.payload).toEqual({ mediaId: null });
    expect((await server.request('PUT', '/users/me/callback-notice', { token, body: { mediaId: own } })).body.payload).toEqual({ mediaId: own });
    expect((await server.request('PUT', '/users/me/callback-notice', { token, body: { mediaId: shared } })).body.payload).toEqual({ mediaId: shared });
    expect((await server.request('PUT', '/users/me/callback-notice', { token, body: { mediaId: theirs } })).status).toBe(404);
    expect((await server.request('GET', '/users/me/callback-notice', { token })).body.payload).toEqual({ mediaId: shared });
    expect((await server.request('PUT', '/users/me/callback-notice', { token, body: { mediaId: null } })).body.payload).toEqual({ mediaId: null });
    // A voice message is not a callback notice.
    const voice = (await server.request('POST', '/telephony/predefined-messages', { token, body: { type: 'VOICE_MESSAGE', name: 'Voice' } })).body.payload.message.id;
    expect((await server.request('PUT', '/users/me/callback-notice', { token, body: { mediaId: voice } })).status).toBe(404);
  });
});
