import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginFailures, sessions, teams, users } from '../../db/schema';
import { manualClock, TEST_SECRET, type TestServer } from '@/tests/support/test-server';
import { startDemoServer } from '@/tests/support/server-fixtures';
import { DEMO_PASSWORD, failLogins, failureCount, login, makeUser, NOT_VALID, openSessionCount, solveCaptcha, TOO_MANY, userByEmail } from '@/tests/support/server-helpers';

const clock = manualClock(new Date('2026-03-11T15:00:00.000Z'));
let server: TestServer, tenantId: number;
beforeAll(async () => ({ server, tenantId } = await startDemoServer({ clock })));
afterAll(() => server.close());
beforeEach(() => {
  clock.advance(60 * 60 * 1000); // every test starts an hour later: earlier failures are out of the window
});

const freshRep = (tag: string) => makeUser(server.db, tenantId, { tag });

describe('POST /login', () => {
  it('returns the session of the demo rep, with presence away', async () => {
    const rep = await userByEmail(server.db, 'rep@demo.test');
    const [east] = await server.db.select().from(teams).where(eq(teams.name, 'East Team'));
    const res = await login(server, 'rep@demo.test', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    expect(res.body.message).toBeUndefined();
    const payload = res.body.payload;
    const expires = Math.floor(clock.now().getTime() / 1000) + 12 * 3600;
    const deviceUser = `${expires}:${rep.provisioningId}`;
    expect(payload).toEqual({
      userId: rep.id,
      email: 'rep@demo.test',
      firstName: 'Riley',
      lastName: 'Rep',
      tenantId,
      tenantName: 'Demo Co',
      region: 'us',
      role: 'rep',
      teamId: east?.id,
      deviceUser,
      devicePass: createHmac('sha1', TEST_SECRET).update(deviceUser).digest('base64'),
      realm: process.env.SIP_REALM ?? 'localhost',
      status: 'away',
      authToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      externalURL: null,
      capList: ['contact.create', 'user.list'],
      connectionType: 'soft',
      userProvisioningId: rep.provisioningId,
      accountProvisioningId: `tenant-${tenantId}`,
      impersonatorId: null,
      impersonatorName: null,
    });
    expect((await userByEmail(server.db, 'rep@demo.test')).presence).toBe('away');
  });

  it('gives the manager the dashboard.managerView capability', async () => {
    const res = await login(server, 'manager@demo.test', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.payload.role).toBe('manager');
    expect(res.body.payload.capList).toContain('dashboard.managerView');
  });

  it('opens a new session with a new token on every sign-in', async () => {
    const user = await freshRep('tokens');
    const a = await login(server, user.email, DEMO_PASSWORD);
    const b = await login(server, user.email, DEMO_PASSWORD);
    expect(a.body.payload.authToken).not.toBe(b.body.payload.authToken);
    expect(await openSessionCount(server.db, user.id)).toBe(2);
  });

  it('matches the email whatever its case and surrounding spaces', async () => {
    const res = await login(server, '  REP2@Demo.TEST ', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.payload.email).toBe('rep2@demo.test');
  });

  it("answers a wrong password with 401 'Email and password combination is not valid'", async () => {
    const user = await freshRep('wrongpw');
    const res = await login(server, user.email, 'Wrong@Pass1');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: NOT_VALID });
    expect(await failureCount(server.db, user.email)).toBe(1);
    expect(await openSessionCount(server.db, user.id)).toBe(0);
  });

  it('answers an unknown email with the same message', async () => {
    const res = await login(server, 'nobody@nowhere.test', DEMO_PASSWORD);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: NOT_VALID });
  });

  it('treats the password as case-sensitive', async () => {
    const user = await freshRep('case');
    const res = await login(server, user.email, DEMO_PASSWORD.toLowerCase());
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(NOT_VALID);
  });

  describe('bad bodies', () => {
    it.each([
      ['a missing email', { password: DEMO_PASSWORD }, /^Invalid body: email: /],
      ['an empty email', { email: '', password: DEMO_PASSWORD }, /^Invalid body: email: Email is required$/],
      ['a blank email', { email: '   ', password: DEMO_PASSWORD }, /^Invalid body: email: Email is required$/],
      ['an empty password', { email: 'rep@demo.test', password: '' }, /^Invalid body: password: Password is required$/],
      ['a number as password', { email: 'rep@demo.test', password: 123456789 }, /^Invalid body: password: /],
      ['a number as recaptchaCode', { email: 'rep@demo.test', password: DEMO_PASSWORD, recaptchaCode: 5 }, /^Invalid body: recaptchaCode: /],
    ])('answers %s with 400 and records no failure', async (_what, body, message) => {
      const before = await server.db.select().from(loginFailures);
      const res = await server.request('POST', '/login', { body });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(res.body.message).toMatch(message);
      expect(await server.db.select().from(loginFailures)).toHaveLength(before.length);
    });

    it('answers a body that is not JSON with 400', async () => {
      const res = await server.app.fastify.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email": "rep@demo.test", ' });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body).status).toBe(400);
    });

    it('answers a missing body with 400', async () => {
      const res = await server.request('POST', '/login');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Invalid body: /);
    });
  });

  describe('sign-in protection', () => {
    it('requires a captcha after 5 failures in 15 minutes', async () => {
      const user = await freshRep('lock');
      await failLogins(server, user.email, 5);
      expect(await failureCount(server.db, user.email)).toBe(5);

      const res = await login(server, user.email, DEMO_PASSWORD);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 401, message: TOO_MANY });
      expect(await openSessionCount(server.db, user.id)).toBe(0);
    });

    it('still lets a 5th attempt through after 4 failures', async () => {
      const user = await freshRep('four');
      await failLogins(server, user.email, 4);
      const res = await login(server, user.email, DEMO_PASSWORD);
      expect(res.status).toBe(200);
    });

    it('answers wrong passwords of a locked account with the captcha message too', async () => {
      const user = await freshRep('lockwrong');
      await failLogins(server, user.email, 5);
      const res = await login(server, user.email, 'Wrong@Pass9');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(TOO_MANY);
    });

    it('lets the right password in with a solved captcha, and clears the failures', async () => {
      const user = await freshRep('captcha');
      await failLogins(server, user.email, 5);
      const res = await login(server, user.email, DEMO_PASSWORD, { recaptchaCode: await solveCaptcha(server) });
      expect(res.status).toBe(200);
      expect(res.body.payload.email).toBe(user.email);
      expect(await failureCount(server.db, user.email)).toBe(0);
      // The next wrong password is an ordinary failure again.
      const next = await login(server, user.email, 'Wrong@Pass1');
      expect(next.body.message).toBe(NOT_VALID);
    });

    it('counts a wrong password sent with a valid captcha as a failure', async () => {
      const user = await freshRep('captchawrong');
      await failLogins(server, user.email, 5);
      const res = await login(server, user.email, 'Wrong@Pass1', { recaptchaCode: await solveCaptcha(server) });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(NOT_VALID);
      expect(await failureCount(server.db, user.email)).toBe(6);
    });

    it('refuses a reused captcha', async () => {
      const user = await freshRep('reuse');
      const code = await solveCaptcha(server);
      await failLogins(server, user.email, 5);
      expect((await login(server, user.email, DEMO_PASSWORD, { recaptchaCode: code })).status).toBe(200);

      await failLogins(server, user.email, 5);
      const again = await login(server, user.email, DEMO_PASSWORD, { recaptchaCode: code });
      expect(again.status).toBe(401);
      expect(again.body.message).toBe(TOO_MANY);
    });

    it('refuses a captcha spent on a wrong password', async () => {
      const user = await freshRep('spent');
      await failLogins(server, user.email, 5);
      const code = await solveCaptcha(server);
      expect((await login(server, user.email, 'Wrong@Pass1', { recaptchaCode: code })).body.message).toBe(NOT_VALID);
      const again = await login(server, user.email, DEMO_PASSWORD, { recaptchaCode: code });
      expect(again.status).toBe(401);
      expect(again.body.message).toBe(TOO_MANY);
    });

    it('refuses a captcha used by two sign-ins at the same time (only one gets in)', async () => {
      const a = await freshRep('racea');
      const b = await freshRep('raceb');
      await failLogins(server, a.email, 5);
      await failLogins(server, b.email, 5);
      const code = await solveCaptcha(server);
      const results = await Promise.all([login(server, a.email, DEMO_PASSWORD, { recaptchaCode: code }), login(server, b.email, DEMO_PASSWORD, { recaptchaCode: code })]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
      expect(results.find((r) => r.status === 401)?.body.message).toBe(TOO_MANY);
    });

    it('refuses a tampered or malformed captcha', async () => {
      const user = await freshRep('tamper');
      await failLogins(server, user.email, 5);
      const good = JSON.parse(Buffer.from(await solveCaptcha(server), 'base64').toString('utf8'));
      const wrongCounter = { ...good, solution: { ...good.solution, counter: good.solution.counter + 1 } };
      const otherPrefix = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, keyPrefix: '00' } } };
      const unsigned = { ...good, challenge: { parameters: good.challenge.parameters } };
      const codes = [
        Buffer.from(JSON.stringify(wrongCounter)).toString('base64'),
        Buffer.from(JSON.stringify(otherPrefix)).toString('base64'),
        Buffer.from(JSON.stringify(unsigned)).toString('base64'),
        'not base64 json',
        Buffer.from('{"challenge":null}').toString('base64'),
        '',
      ];
      for (const recaptchaCode of codes) {
        const res = await login(server, user.email, DEMO_PASSWORD, { recaptchaCode });
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(TOO_MANY);
      }
      // The untampered one still works.
      const ok = await login(server, user.email, DEMO_PASSWORD, { recaptchaCode: Buffer.from(JSON.stringify(good)).toString('base64') });
      expect(ok.status).toBe(200);
    });

    it('no longer counts failures older than 15 minutes', async () => {
      const user = await freshRep('window');
      await failLogins(server, user.email, 5);
      clock.advance(15 * 60 * 1000 + 1000);
      const res = await login(server, user.email, DEMO_PASSWORD);
      expect(res.status).toBe(200);
    });

    it('counts the failures of the last 15 minutes only (a sliding window)', async () => {
      const user = await freshRep('slide');
      await failLogins(server, user.email, 4);
      clock.advance(10 * 60 * 1000);
      await failLogins(server, user.email, 1);
      // 5 failures within 15 minutes: locked.
      expect((await login(server, user.email, DEMO_PASSWORD)).body.message).toBe(TOO_MANY);
      // 5 min 1 s later the first 4 are older than 15 minutes: 1 failure left.
      clock.advance(5 * 60 * 1000 + 1000);
      expect((await login(server, user.email, DEMO_PASSWORD)).status).toBe(200);
    });

    it('counts failures per email: another user is not locked', async () => {
      const locked = await freshRep('lockedone');
      const other = await freshRep('otherone');
      await failLogins(server, locked.email, 5);
      expect((await login(server, other.email, DEMO_PASSWORD)).status).toBe(200);
    });

    it('counts failures whatever the case of the email', async () => {
      const user = await freshRep('mixed');
      await failLogins(server, user.email.toUpperCase(), 5);
      expect(await failureCount(server.db, user.email)).toBe(5);
      expect((await login(server, user.email, DEMO_PASSWORD)).body.message).toBe(TOO_MANY);
    });

    it('locks an unknown email the same way', async () => {
      const email = 'ghost@nowhere.test';
      await failLogins(server, email, 5);
      const res = await login(server, email, DEMO_PASSWORD);
      expect(res.body.message).toBe(TOO_MANY);
    });

    it('never lets more than 5 guesses in at once without a captcha', async () => {
      const user = await freshRep('burst');
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => login(server, user.email, `Wrong#Burst${i}`)));
      const judged = results.filter((r) => r.body.message === NOT_VALID).length;
      expect(judged).toBe(5);
      expect(results.filter((r) => r.body.message === TOO_MANY)).toHaveLength(5);
    });
  });

  describe('users who may not sign in', () => {
    it("answers an inactive user with 402 'User is not active'", async () => {
      const user = await makeUser(server.db, tenantId, { tag: 'inactive', active: false });
      const res = await login(server, user.email, DEMO_PASSWORD);
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ status: 402, message: 'User is not active' });
      expect(await openSessionCount(server.db, user.id)).toBe(0);
    });

    it('answers an inactive user with a wrong password as any wrong password', async () => {
      const user = await makeUser(server.db, tenantId, { tag: 'inactive2', active: false });
      const res = await login(server, user.email, 'Wrong@Pass1');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(NOT_VALID);
    });

    it("answers a user who must change password with 401 'User needs to change password'", async () => {
      const user = await makeUser(server.db, tenantId, { tag: 'expired', mustChangePassword: true });
      const res = await login(server, user.email, DEMO_PASSWORD);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 401, message: 'User needs to change password' });
      expect(await openSessionCount(server.db, user.id)).toBe(0);
    });

    it('does not reveal that the password must change to a wrong password', async () => {
      const user = await makeUser(server.db, tenantId, { tag: 'expired2', mustChangePassword: true });
      const res = await login(server, user.email, 'Wrong@Pass1');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(NOT_VALID);
    });

    it('ends the sessions of a user who is made inactive', async () => {
      const user = await freshRep('deactivate');
      const token = (await login(server, user.email, DEMO_PASSWORD)).body.payload.authToken as string;
      expect((await server.request('GET', '/session', { token })).status).toBe(200);
      await server.db.update(users).set({ active: false }).where(eq(users.id, user.id));
      const res = await server.request('GET', '/session', { token });
      expect(res.status).toBe(401);
      expect(res.body.reason).toBe('unauthenticated');
      const [row] = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(row?.userId).toBe(user.id);
    });
  });
});
