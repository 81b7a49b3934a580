import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '@/tests/support/server-fixtures';
import { DEMO_PASSWORD, login, makeUser, NOT_VALID, solveCaptcha, TOO_MANY } from '@/tests/support/server-helpers';
import type { TestServer } from '@/tests/support/test-server';
import { RATE_LIMITS } from './rate-limits';

// The limits are the server's real ones (no test values): each group is driven past its limit from
// its own address or user, so the other tests of this file, and of the suite, are not limited.
let server: TestServer, tenantId: number;
beforeAll(async () => ({ server, tenantId } = await startDemoServer()));
afterAll(() => server.close());

interface Hit {
  address?: string;
  token?: string;
  body?: object;
}
/** One call as it comes over the wire from `address` (default the loopback, as the other tests). */
async function hit(method: 'GET' | 'POST', url: string, { address = '127.0.0.1', token, body }: Hit = {}) {
  const res = await server.app.fastify.inject({ method, url, remoteAddress: address, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(body ? { payload: body } : {}) });
  const json = String(res.headers['content-type']).startsWith('application/json');
  return { status: res.statusCode, headers: res.headers, body: json ? (JSON.parse(res.body) as { status: number; message: string; code?: string }) : null };
}

/** Sends `times` calls one after another and returns the statuses. */
async function repeat(times: number, call: () => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await call()).status);
  return statuses;
}

/** The 429 of every limit: the contract's error body with a sentence, and Retry-After in whole seconds within the window. */
function expectTooMany(res: Awaited<ReturnType<typeof hit>>, windowMs: number) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
  expect(res.body).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS', message: `Too many requests: try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}` });
}

const token = async (email: string) => (await login(server, email, DEMO_PASSWORD)).body.payload.authToken as string;

describe('sign-in', () => {
  const limit = RATE_LIMITS.signInPerAddress;

  it(`takes ${limit.max} sign-in calls a minute from one address, then answers 429 with Retry-After; other addresses sign in`, async () => {
    const address = '203.0.113.10';
    // Empty bodies: counted before the body is read, so a flood of anything is limited.
    const statuses = await repeat(limit.max, () => hit('POST', '/api/login', { address, body: {} }));
    expect(statuses.every((s) => s === 400)).toBe(true);

    expectTooMany(await hit('POST', '/api/login', { address, body: { email: 'rep@demo.test', password: DEMO_PASSWORD } }), limit.windowMs);
    // The second factor and the expired-password change are sign-in calls too: one count.
    expectTooMany(await hit('POST', '/api/login/mfa', { address, body: { mfaToken: 'x', code: '123456' } }), limit.windowMs);
    expectTooMany(await hit('POST', '/api/password/change-expired', { address, body: {} }), limit.windowMs);

    expect((await hit('POST', '/api/login', { address: '203.0.113.11', body: { email: 'rep@demo.test', password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('keeps the captcha: it comes after 5 wrong passwords; only after 15 wrong ones is the account limited', async () => {
    const windowMs = RATE_LIMITS.wrongPasswordsPerAccount.windowMs;
    const user = await makeUser(server.db, tenantId, { tag: 'ratelimit' });
    for (let i = 0; i < 5; i++) expect((await login(server, user.email, `Wrong#Pass${i}`)).body.message).toBe(NOT_VALID);
    // The spec's rule, unchanged: the 6th attempt asks for the captcha (a 401, not a 429).
    expect((await login(server, user.email, DEMO_PASSWORD)).body).toEqual({ status: 401, message: TOO_MANY });

    // With a solved captcha each, wrong passwords are judged again, up to 15 in all.
    for (let i = 5; i < RATE_LIMITS.wrongPasswordsPerAccount.max; i++) {
      const res = await login(server, user.email, `Wrong#Pass${i}`, { recaptchaCode: await solveCaptcha(server) });
      expect(res.body.message).toBe(NOT_VALID);
    }
    // Now even the right password with a solved captcha waits; from any address; the expired-password change too.
    const refused = await hit('POST', '/api/login', { address: '198.51.100.7', body: { email: user.email.toUpperCase(), password: DEMO_PASSWORD, recaptchaCode: await solveCaptcha(server) } });
    expectTooMany(refused, windowMs);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(windowMs / 1000 - 60);
    expectTooMany(await hit('POST', '/api/password/change-expired', { body: { email: user.email, oldPassword: DEMO_PASSWORD, newPassword: 'New@Pass12', confirmPassword: 'New@Pass12' } }), windowMs);

    // Another account from the same address is not affected.
    const other = await makeUser(server.db, tenantId, { tag: 'ratelimit-other' });
    expect((await login(server, other.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('never limits signing in again and again with the right password', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'ratelimit-again' });
    const statuses = await repeat(RATE_LIMITS.wrongPasswordsPerAccount.max + 5, () => login(server, user.email, DEMO_PASSWORD));
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});

describe('password change and reset', () => {
  it(`takes ${RATE_LIMITS.passwordChangePerUser.max} password changes per user in 15 minutes, then 429`, async () => {
    const limit = RATE_LIMITS.passwordChangePerUser;
    const user = await makeUser(server.db, tenantId, { tag: 'ratelimit-change' });
    const me = await token(user.email);
    const change = () => hit('POST', '/api/password/change', { token: me, body: { currentPassword: 'Wrong@Pass1', newPassword: 'New@Pass12', confirmPassword: 'New@Pass12' } });
    expect((await repeat(limit.max, change)).every((s) => s === 400)).toBe(true);
    expectTooMany(await change(), limit.windowMs);
    // Another user changes theirs.
    const other = await makeUser(server.db, tenantId, { tag: 'ratelimit-change2' });
    const theirs = await hit('POST', '/api/password/change', { token: await token(other.email), body: { currentPassword: DEMO_PASSWORD, newPassword: 'New@Pass12', confirmPassword: 'New@Pass12' } });
    expect(theirs.status).toBe(200);
  });

  it(`takes ${RATE_LIMITS.passwordResetPerUser.max} password resets per administrator in 15 minutes, then 429`, async () => {
    const limit = RATE_LIMITS.passwordResetPerUser;
    const admin = await token('admin@demo.test');
    const target = await makeUser(server.db, tenantId, { tag: 'ratelimit-reset' });
    const reset = () => hit('POST', `/api/admin/users/${target.id}/reset-password`, { token: admin });
    expect((await repeat(limit.max, reset)).every((s) => s === 200)).toBe(true);
    expectTooMany(await reset(), limit.windowMs);
  });
});

describe('verification codes', () => {
  it(`texts at most ${RATE_LIMITS.codeSendPerUser.max} codes an hour per user, and takes ${RATE_LIMITS.codeCheckPerUser.max} code checks`, async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'ratelimit-code' });
    const me = await token(user.email);
    const send = () => hit('POST', '/api/users/me/caller-id/verify', { token: me, body: { number: '+12025550199' } });
    // The first is texted; the next wait for the 120 s timer (400): all are counted.
    expect(await repeat(RATE_LIMITS.codeSendPerUser.max, send)).toEqual([200, ...Array<number>(RATE_LIMITS.codeSendPerUser.max - 1).fill(400)]);
    expectTooMany(await send(), RATE_LIMITS.codeSendPerUser.windowMs);

    const check = () => hit('POST', '/api/users/me/caller-id/confirm', { token: me, body: { code: '000000' } });
    expect((await repeat(RATE_LIMITS.codeCheckPerUser.max, check)).every((s) => s === 400)).toBe(true);
    expectTooMany(await check(), RATE_LIMITS.codeCheckPerUser.windowMs);

    // Another user's codes still go out.
    const other = await makeUser(server.db, tenantId, { tag: 'ratelimit-code2' });
    expect((await hit('POST', '/api/users/me/caller-id/verify', { token: await token(other.email), body: { number: '+12025550198' } })).status).toBe(200);
  });
});

describe('email tracking', () => {
  const limit = RATE_LIMITS.trackingPerAddress;

  it.each([
    ['the open pixel', '/api/t/o/unknown-token-000.gif', 200],
    ['the click redirect', '/api/t/c/unknown-token-000/0', 404],
  ])(`answers %s ${limit.max} times a minute per address, then 429 with Retry-After`, async (_what, url, answer) => {
    const address = url.includes('/o/') ? '203.0.113.20' : '203.0.113.21';
    const statuses = await repeat(limit.max, () => hit('GET', url, { address }));
    expect(statuses.every((s) => s === answer)).toBe(true);
    expectTooMany(await hit('GET', url, { address }), limit.windowMs);
    expect((await hit('GET', url, { address: '203.0.113.22' })).status).toBe(answer);
  });
});

describe('unknown routes', () => {
  const limit = RATE_LIMITS.notFoundPerAddress;

  it(`answers ${limit.max} anonymous 404s a minute per address, then 429; a signed-in caller still gets its 404`, async () => {
    const address = '203.0.113.30';
    const first = await hit('GET', '/api/no-such-route', { address });
    expect(first.body).toEqual({ status: 404, message: 'Route not found' });
    // A token that is no session is anonymous too.
    const statuses = await repeat(limit.max - 1, () => hit('GET', '/api/guess/me', { address, token: 'not-a-session' }));
    expect(statuses.every((s) => s === 404)).toBe(true);
    expectTooMany(await hit('POST', '/wp-login.php', { address }), limit.windowMs);

    const signedIn = await hit('GET', '/api/no-such-route', { address, token: await token('rep@demo.test') });
    expect(signedIn.body).toEqual({ status: 404, message: 'Route not found' });
    expect((await hit('GET', '/api/no-such-route', { address: '203.0.113.31' })).status).toBe(404);
  });
});
