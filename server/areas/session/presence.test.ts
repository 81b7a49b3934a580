import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '@/tests/support/test-server';
import { startDemoServer } from '@/tests/support/server-fixtures';
import { DEMO_PASSWORD, login, makeUser, userByEmail } from '@/tests/support/server-helpers';
import { userSettings } from '../../db/schema';

let server: TestServer, tenantId: number;
beforeAll(async () => ({ server, tenantId } = await startDemoServer()));
afterAll(() => server.close());

const signIn = async (email: string) => (await login(server, email, DEMO_PASSWORD)).body.payload.authToken as string;
const getPresence = (token: string) => server.request('GET', '/session/status', { token });
const setPresence = (token: string, body: unknown) => server.request('PUT', '/session/status', { token, body });

describe('presence (GET and PUT /session/status)', () => {
  it("is 'away' after login", async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'away' });
    expect(user.presence).toBe('offline');
    const token = await signIn(user.email);
    const res = await getPresence(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, payload: { presence: 'away' } });
  });

  it("sets 'available' with the set-status command", async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'available' });
    const token = await signIn(user.email);
    const res = await setPresence(token, { presence: 'available' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, payload: { presence: 'available' } });
    expect((await getPresence(token)).body.payload.presence).toBe('available');
    expect((await server.request('GET', '/session', { token })).body.payload.status).toBe('available');
    expect((await userByEmail(server.db, user.email)).presence).toBe('available');
  });

  it.each(['available', 'away', 'busy', 'offline'])("accepts '%s'", async (presence) => {
    const user = await makeUser(server.db, tenantId, { tag: `p-${presence}` });
    const token = await signIn(user.email);
    expect((await setPresence(token, { presence })).status).toBe(200);
    expect((await getPresence(token)).body.payload.presence).toBe(presence);
  });

  it.each([
    ['an unknown presence', { presence: 'dancing' }],
    ['an upper-case presence', { presence: 'AVAILABLE' }],
    ['no presence', {}],
    ['a null presence', { presence: null }],
  ])('answers %s with 400 and leaves the presence as it was', async (_what, body) => {
    const user = await makeUser(server.db, tenantId, { tag: 'badpresence' });
    const token = await signIn(user.email);
    await setPresence(token, { presence: 'busy' });
    const res = await setPresence(token, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.message).toMatch(/^Invalid body: presence: /);
    expect((await getPresence(token)).body.payload.presence).toBe('busy');
  });

  it("is 'away' after logout", async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'logoutaway' });
    const other = await signIn(user.email);
    const token = await signIn(user.email);
    await setPresence(token, { presence: 'available' });
    expect((await server.request('DELETE', '/session', { token })).status).toBe(200);
    // Seen from the user's other session.
    expect((await getPresence(other)).body.payload.presence).toBe('away');
    expect((await userByEmail(server.db, user.email)).presence).toBe('away');
  });

  it('is per user: changing mine leaves the others as they were', async () => {
    const me = await makeUser(server.db, tenantId, { tag: 'mine' });
    const them = await makeUser(server.db, tenantId, { tag: 'theirs' });
    const myToken = await signIn(me.email);
    const theirToken = await signIn(them.email);
    await setPresence(theirToken, { presence: 'busy' });
    await setPresence(myToken, { presence: 'available' });
    expect((await getPresence(theirToken)).body.payload.presence).toBe('busy');
  });

  it("is set back to 'away' by a new sign-in", async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'resign' });
    const token = await signIn(user.email);
    await setPresence(token, { presence: 'available' });
    await signIn(user.email);
    expect((await getPresence(token)).body.payload.presence).toBe('away');
  });
});

describe('queue readiness (GET and PUT /acd/agents/me) is derived from the one presence', () => {
  const getReadiness = (token: string) => server.request('GET', '/acd/agents/me', { token });
  const setReadiness = (token: string, status: unknown) => server.request('PUT', '/acd/agents/me', { token, body: { status } });

  it('is paused after login (away) and ready exactly while the presence is available', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'derived' });
    const token = await signIn(user.email);
    expect((await getReadiness(token)).body).toEqual({ status: 200, payload: { status: 'paused' } });
    const seen: Record<string, string> = {};
    for (const presence of ['available', 'busy', 'offline', 'away']) {
      await setPresence(token, { presence });
      seen[presence] = (await getReadiness(token)).body.payload.status;
    }
    expect(seen).toEqual({ available: 'ready', busy: 'paused', offline: 'paused', away: 'paused' });
  });

  it('PUT ready sets the presence available and PUT paused sets it away (On Break), as GET /session/status and the session read', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'apiready' });
    const token = await signIn(user.email);
    expect((await setReadiness(token, 'ready')).body).toEqual({ status: 200, payload: { status: 'ready' } });
    expect((await getPresence(token)).body.payload.presence).toBe('available');
    expect((await server.request('GET', '/session', { token })).body.payload.status).toBe('available');
    await setPresence(token, { presence: 'busy' });
    expect((await setReadiness(token, 'paused')).body.payload).toEqual({ status: 'paused' });
    expect((await getPresence(token)).body.payload.presence).toBe('away');
    expect((await userByEmail(server.db, user.email)).presence).toBe('away');
  });

  it('refuses another readiness with 400 and leaves the presence as it was', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'badready' });
    const token = await signIn(user.email);
    await setPresence(token, { presence: 'available' });
    expect((await setReadiness(token, 'away')).status).toBe(400);
    expect((await getPresence(token)).body.payload.presence).toBe('available');
  });

  it('no longer reads the old separate queueReadiness setting: a stored ready does not make a rep on break ready', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'oldsetting' });
    await server.db.insert(userSettings).values({ tenantId, userId: user.id, key: 'queueReadiness', value: 'ready' });
    const token = await signIn(user.email);
    expect((await getReadiness(token)).body.payload.status).toBe('paused');
  });
});
