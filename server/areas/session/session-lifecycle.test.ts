import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createTenant } from '../../seed/tenant-factory';
import { manualClock, type TestServer } from '@/tests/support/test-server';
import { startDemoServer } from '@/tests/support/server-fixtures';
import { DEMO_PASSWORD, login, makeUser, openSessionCount } from '@/tests/support/server-helpers';

const MINUTE = 60_000;
const clock = manualClock(new Date('2026-03-11T09:00:00.000Z'));
let server: TestServer, tenantId: number;
beforeAll(async () => ({ server, tenantId } = await startDemoServer({ clock })));
afterAll(() => server.close());

const signIn = async (email: string) => {
  const res = await login(server, email, DEMO_PASSWORD);
  if (res.status !== 200) throw new Error(`login ${res.status}`);
  clock.advance(1000);
  return res.body.payload.authToken as string;
};
const getSession = (token: string) => server.request('GET', '/session', { token });
const ended = (reason: string) => ({ status: 401, message: 'Authentication required', reason });
const endReasons = async (userId: number) => (await server.db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.id)).map((s) => s.endReason);

describe('GET /session', () => {
  it('recovers the session behind the token', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'recover', firstName: 'Rita', lastName: 'Recover' });
    const token = await signIn(user.email);
    const res = await getSession(token);
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      userId: user.id,
      email: user.email,
      firstName: 'Rita',
      lastName: 'Recover',
      tenantId,
      tenantName: 'Demo Co',
      role: 'rep',
      teamId: null,
      status: 'away',
      authToken: token,
      capList: ['contact.create', 'user.list'],
      userProvisioningId: user.provisioningId,
    });
  });
});

describe('DELETE /session', () => {
  it('logs out: the token then gets 401', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'logout' });
    const token = await signIn(user.email);
    const res = await server.request('DELETE', '/session', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, payload: { loggedOut: true } });
    const after = await getSession(token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(ended('unauthenticated'));
    expect(await endReasons(user.id)).toEqual(['logout']);
    const again = await server.request('DELETE', '/session', { token });
    expect(again.status).toBe(401);
  });

  it('accepts the JSON body the client sends with a DELETE', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'logoutjson' });
    const token = await signIn(user.email);
    const res = await server.request('DELETE', '/session', { token, body: {} });
    expect(res.status).toBe(200);
    expect((await getSession(token)).status).toBe(401);
  });

  it('ends only the session it is called with', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'logoutone' });
    const a = await signIn(user.email);
    const b = await signIn(user.email);
    expect((await server.request('DELETE', '/session', { token: a })).status).toBe(200);
    expect((await getSession(a)).status).toBe(401);
    expect((await getSession(b)).status).toBe(200);
  });

  it('lets the user sign in again after logging out', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'relogin' });
    const a = await signIn(user.email);
    await server.request('DELETE', '/session', { token: a });
    const b = await signIn(user.email);
    expect((await getSession(b)).status).toBe(200);
  });
});

describe('session limit (tenant maxSessionsPerUser, 3 by default)', () => {
  it("ends the oldest session at the 4th sign-in; its next call gets 401 with reason 'logged_out'", async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'limit' });
    const tokens = [await signIn(user.email), await signIn(user.email), await signIn(user.email)];
    for (const t of tokens) expect((await getSession(t)).status).toBe(200);

    const fourth = await signIn(user.email);
    const oldest = await getSession(tokens[0]!);
    expect(oldest.status).toBe(401);
    expect(oldest.body).toEqual(ended('logged_out'));
    for (const t of [tokens[1]!, tokens[2]!, fourth]) expect((await getSession(t)).status).toBe(200);
    expect(await openSessionCount(server.db, user.id)).toBe(3);
    expect(await endReasons(user.id)).toEqual(['logged_out', null, null, null]);
  });

  it('ends the next oldest at the 5th sign-in', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'limit5' });
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) tokens.push(await signIn(user.email));
    const statuses = await Promise.all(tokens.map(async (t) => (await getSession(t)).status));
    expect(statuses).toEqual([401, 401, 200, 200, 200]);
  });

  it('does not count sessions that were logged out', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'limitlogout' });
    const a = await signIn(user.email);
    const b = await signIn(user.email);
    const c = await signIn(user.email);
    await server.request('DELETE', '/session', { token: c });
    const d = await signIn(user.email);
    for (const t of [a, b, d]) expect((await getSession(t)).status).toBe(200);
  });

  it("keeps the limit per user: another user's sign-ins end none of them", async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'limitmine' });
    const other = await makeUser(server.db, tenantId, { tag: 'limitother' });
    const mine = [await signIn(user.email), await signIn(user.email), await signIn(user.email)];
    for (let i = 0; i < 4; i++) await signIn(other.email);
    for (const t of mine) expect((await getSession(t)).status).toBe(200);
  });

  it("follows the tenant's setting: with 1 session per user the 2nd sign-in ends the 1st", async () => {
    const tenant = await createTenant(server.db, 'Single Seat Co', { maxSessionsPerUser: 1 });
    const user = await makeUser(server.db, tenant.id, { tag: 'single' });
    const a = await signIn(user.email);
    const b = await signIn(user.email);
    expect((await getSession(a)).body).toEqual(ended('logged_out'));
    expect((await getSession(b)).status).toBe(200);
  });

  it('never leaves more than the limit open when sign-ins arrive at the same time', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'limitrace' });
    await signIn(user.email);
    await signIn(user.email);
    const results = await Promise.all([0, 1, 2, 3].map(() => login(server, user.email, DEMO_PASSWORD)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await openSessionCount(server.db, user.id)).toBe(3);
  });
});

describe('idle expiry (tenant sessionIdleMinutes, 480 by default)', () => {
  it("answers 401 with reason 'expired' once the session was idle longer than 480 minutes", async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'idle' });
    const token = await signIn(user.email);
    clock.advance(480 * MINUTE + 1000);
    const res = await getSession(token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(ended('expired'));
    // It stays expired.
    expect((await getSession(token)).body).toEqual(ended('expired'));
    expect(await endReasons(user.id)).toEqual(['expired']);
  });

  it('keeps a session idle for less than 480 minutes', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'notidle' });
    const token = await signIn(user.email);
    clock.advance(479 * MINUTE);
    expect((await getSession(token)).status).toBe(200);
  });

  it('counts idleness from the last call, not from sign-in', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'active' });
    const token = await signIn(user.email);
    clock.advance(400 * MINUTE);
    expect((await server.request('GET', '/session/status', { token })).status).toBe(200);
    clock.advance(400 * MINUTE);
    expect((await getSession(token)).status).toBe(200);
    clock.advance(481 * MINUTE);
    expect((await getSession(token)).body).toEqual(ended('expired'));
  });

  it("follows the tenant's setting", async () => {
    const tenant = await createTenant(server.db, 'Short Idle Co', { sessionIdleMinutes: 30 });
    const user = await makeUser(server.db, tenant.id, { tag: 'shortidle' });
    const token = await signIn(user.email);
    clock.advance(29 * MINUTE);
    expect((await getSession(token)).status).toBe(200);
    clock.advance(30 * MINUTE + 1000);
    expect((await getSession(token)).body).toEqual(ended('expired'));
  });

  it("reports an idle session as 'expired', not 'logged_out', even after later sign-ins", async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'idlethenlimit' });
    const idle = await signIn(user.email);
    clock.advance(481 * MINUTE);
    const live = [await signIn(user.email), await signIn(user.email), await signIn(user.email)];
    expect((await getSession(idle)).body).toEqual(ended('expired'));
    for (const t of live) expect((await getSession(t)).status).toBe(200);
  });

  it('cannot log out an expired session', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'idlelogout' });
    const token = await signIn(user.email);
    clock.advance(481 * MINUTE);
    const res = await server.request('DELETE', '/session', { token });
    expect(res.status).toBe(401);
    expect(res.body.reason).toBe('expired');
  });
});
