import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaChallenges, users } from '../../db/schema';
import { manualClock, type TestServer } from '@/tests/support/test-server';
import { startDemoServer } from '@/tests/support/server-fixtures';
import { DEMO_PASSWORD, failureCount, login, makeUser, openSessionCount } from '@/tests/support/server-helpers';

const clock = manualClock(new Date());
let server: TestServer, tenantId: number;
beforeAll(async () => ({ server, tenantId } = await startDemoServer({ clock })));
afterAll(() => server.close());

const MFA_EXPIRED = { status: 401, message: 'The verification has expired, please sign in again', code: 'MFA_EXPIRED' };
const MFA_INVALID = { status: 401, message: 'The verification code is not valid', code: 'MFA_INVALID_CODE' };

async function appUser(tag: string) {
  const secret = new Secret();
  const user = await makeUser(server.db, tenantId, { tag, mfaMethod: 'app', mfaSecret: secret.base32 });
  const totp = new TOTP({ secret });
  return { user, totp };
}

/** A 6-digit code that is valid in none of the accepted time steps (now, one before, one after). */
function wrongCode(totp: TOTP): string {
  const t = clock.now().getTime();
  const valid = new Set([-30_000, 0, 30_000].map((d) => totp.generate({ timestamp: t + d })));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

const verify = (mfaToken: string, code: string) => server.request('POST', '/login/mfa', { body: { mfaToken, code } });

/** The 6 digits of the last sign-in code mailed to `to`. */
function mailedCode(to: string): string {
  const mail = [...server.mail.messages].reverse().find((m) => m.to.includes(to));
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = /Your sign-in code is (\d{6})\./.exec(mail.raw);
  if (!match?.[1]) throw new Error(`no code in ${mail.raw}`);
  return match[1];
}

describe('MFA by authenticator app', () => {
  it("answers the password step with message 'MFA_REDIRECT_APP' and an mfaToken, without a session", async () => {
    const { user } = await appUser('app1');
    const res = await login(server, user.email, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('MFA_REDIRECT_APP');
    expect(res.body.payload).toEqual({ mfaToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), mfaMethod: 'app' });
    expect(await openSessionCount(server.db, user.id)).toBe(0);
  });

  it('completes sign-in with the right code: a working session, presence away', async () => {
    const { user, totp } = await appUser('app2');
    const first = await login(server, user.email, DEMO_PASSWORD);
    const res = await verify(first.body.payload.mfaToken, totp.generate({ timestamp: clock.now().getTime() }));
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ userId: user.id, email: user.email, status: 'away', tenantName: 'Demo Co' });
    const token = res.body.payload.authToken as string;
    const session = await server.request('GET', '/session', { token });
    expect(session.status).toBe(200);
    expect(session.body.payload.userId).toBe(user.id);
    expect(await openSessionCount(server.db, user.id)).toBe(1);
  });

  it('accepts the code of the previous 30-second step', async () => {
    const { user, totp } = await appUser('app-prev');
    const first = await login(server, user.email, DEMO_PASSWORD);
    const res = await verify(first.body.payload.mfaToken, totp.generate({ timestamp: clock.now().getTime() - 30_000 }));
    expect(res.status).toBe(200);
  });

  it('answers a wrong code with 401 MFA_INVALID_CODE and no session', async () => {
    const { user, totp } = await appUser('app3');
    const first = await login(server, user.email, DEMO_PASSWORD);
    const res = await verify(first.body.payload.mfaToken, wrongCode(totp));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(MFA_INVALID);
    expect(await openSessionCount(server.db, user.id)).toBe(0);
  });

  it('still accepts the right code after a wrong one', async () => {
    const { user, totp } = await appUser('app4');
    const { mfaToken } = (await login(server, user.email, DEMO_PASSWORD)).body.payload;
    expect((await verify(mfaToken, wrongCode(totp))).status).toBe(401);
    expect((await verify(mfaToken, totp.generate({ timestamp: clock.now().getTime() }))).status).toBe(200);
  });

  it('ends the verification after 5 wrong codes: even the right code is then refused', async () => {
    const { user, totp } = await appUser('app5');
    const { mfaToken } = (await login(server, user.email, DEMO_PASSWORD)).body.payload;
    for (let i = 0; i < 5; i++) expect((await verify(mfaToken, wrongCode(totp))).body.code).toBe('MFA_INVALID_CODE');
    const res = await verify(mfaToken, totp.generate({ timestamp: clock.now().getTime() }));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(MFA_EXPIRED);
  });

  it('judges at most 5 codes even when they are sent at the same time', async () => {
    const { user, totp } = await appUser('app-burst');
    const { mfaToken } = (await login(server, user.email, DEMO_PASSWORD)).body.payload;
    const bad = wrongCode(totp);
    const results = await Promise.all(Array.from({ length: 12 }, () => verify(mfaToken, bad)));
    expect(results.filter((r) => r.body.code === 'MFA_INVALID_CODE')).toHaveLength(5);
    expect(results.filter((r) => r.body.code === 'MFA_EXPIRED')).toHaveLength(7);
    const [row] = await server.db.select().from(mfaChallenges).where(eq(mfaChallenges.userId, user.id));
    expect(row?.attempts).toBe(5);
  });

  it('uses an mfaToken once', async () => {
    const { user, totp } = await appUser('app6');
    const { mfaToken } = (await login(server, user.email, DEMO_PASSWORD)).body.payload;
    const code = totp.generate({ timestamp: clock.now().getTime() });
    expect((await verify(mfaToken, code)).status).toBe(200);
    const again = await verify(mfaToken, code);
    expect(again.status).toBe(401);
    expect(again.body).toEqual(MFA_EXPIRED);
    expect(await openSessionCount(server.db, user.id)).toBe(1);
  });

  it('opens one session when the right code is sent twice at the same time', async () => {
    const { user, totp } = await appUser('app-twice');
    const { mfaToken } = (await login(server, user.email, DEMO_PASSWORD)).body.payload;
    const code = totp.generate({ timestamp: clock.now().getTime() });
    const results = await Promise.all([verify(mfaToken, code), verify(mfaToken, code), verify(mfaToken, code)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
    expect(await openSessionCount(server.db, user.id)).toBe(1);
  });

  it('expires the verification after 10 minutes', async () => {
    const { user, totp } = await appUser('app7');
    const { mfaToken } = (await login(server, user.email, DEMO_PASSWORD)).body.payload;
    clock.advance(10 * 60 * 1000 + 1000);
    const res = await verify(mfaToken, totp.generate({ timestamp: clock.now().getTime() }));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(MFA_EXPIRED);
  });

  it('refuses an unknown mfaToken with 401 MFA_EXPIRED', async () => {
    const res = await verify('no-such-token', '123456');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(MFA_EXPIRED);
  });

  it('refuses the code of another user', async () => {
    const a = await appUser('app-a');
    const b = await appUser('app-b');
    const { mfaToken } = (await login(server, a.user.email, DEMO_PASSWORD)).body.payload;
    const bCode = b.totp.generate({ timestamp: clock.now().getTime() });
    const aValid = [-30_000, 0, 30_000].map((d) => a.totp.generate({ timestamp: clock.now().getTime() + d }));
    if (aValid.includes(bCode)) return; // one in a million: the two secrets agree right now
    expect((await verify(mfaToken, bCode)).body).toEqual(MFA_INVALID);
  });

  it('asks for the password first: a wrong password gives no mfaToken', async () => {
    const { user } = await appUser('app8');
    const res = await login(server, user.email, 'Wrong@Pass1');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: 'Email and password combination is not valid' });
    expect(await server.db.select().from(mfaChallenges).where(eq(mfaChallenges.userId, user.id))).toHaveLength(0);
  });

  it.each([
    ['a 5-digit code', { mfaToken: 'x', code: '12345' }, 'Invalid body: code: The code has 6 digits'],
    ['letters', { mfaToken: 'x', code: 'abcdef' }, 'Invalid body: code: The code has 6 digits'],
    ['a 7-digit code', { mfaToken: 'x', code: '1234567' }, 'Invalid body: code: The code has 6 digits'],
  ])('answers %s with 400', async (_what, body, message) => {
    const res = await server.request('POST', '/login/mfa', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message, code: 'VALIDATION', issues: [{ path: ['code'], message: 'The code has 6 digits' }] });
  });

  it('answers an empty mfaToken or a missing code with 400', async () => {
    const empty = await server.request('POST', '/login/mfa', { body: { mfaToken: '', code: '123456' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^Invalid body: mfaToken: /);
    const missing = await server.request('POST', '/login/mfa', { body: { mfaToken: 'abc' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^Invalid body: code: /);
  });

  it('accepts a code with surrounding spaces', async () => {
    const { user, totp } = await appUser('app9');
    const { mfaToken } = (await login(server, user.email, DEMO_PASSWORD)).body.payload;
    expect((await verify(mfaToken, ` ${totp.generate({ timestamp: clock.now().getTime() })} `)).status).toBe(200);
  });
});

describe('MFA by email', () => {
  const emailUser = (tag: string) => makeUser(server.db, tenantId, { tag, mfaMethod: 'email' });

  it("answers the password step with 'MFA_REDIRECT_EMAIL' and mails a 6-digit code that completes sign-in", async () => {
    const user = await emailUser('mail1');
    const res = await login(server, user.email, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('MFA_REDIRECT_EMAIL');
    expect(res.body.payload).toEqual({ mfaToken: expect.any(String), mfaMethod: 'email' });

    const mail = server.mail.messages.find((m) => m.to.includes(user.email));
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.raw).toMatch(/^Subject: Your sign-in code\r?$/m);
    expect(mail?.raw).toMatch(/It expires in 10 minutes\./);

    const done = await verify(res.body.payload.mfaToken, mailedCode(user.email));
    expect(done.status).toBe(200);
    expect(done.body.payload).toMatchObject({ userId: user.id, email: user.email, status: 'away' });
    expect((await server.request('GET', '/session', { token: done.body.payload.authToken })).status).toBe(200);
  });

  it('answers a wrong emailed code with 401 MFA_INVALID_CODE', async () => {
    const user = await emailUser('mail2');
    const { mfaToken } = (await login(server, user.email, DEMO_PASSWORD)).body.payload;
    const code = mailedCode(user.email);
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await verify(mfaToken, wrong);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(MFA_INVALID);
    expect(await openSessionCount(server.db, user.id)).toBe(0);
  });

  it('mails a new code on every sign-in; the code of one sign-in does not complete another', async () => {
    const user = await emailUser('mail3');
    const first = (await login(server, user.email, DEMO_PASSWORD)).body.payload.mfaToken as string;
    const firstCode = mailedCode(user.email);
    const second = (await login(server, user.email, DEMO_PASSWORD)).body.payload.mfaToken as string;
    const secondCode = mailedCode(user.email);
    expect(server.mail.messages.filter((m) => m.to.includes(user.email))).toHaveLength(2);
    if (firstCode !== secondCode) expect((await verify(second, firstCode)).body.code).toBe('MFA_INVALID_CODE');
    expect((await verify(second, secondCode)).status).toBe(200);
    expect((await verify(first, firstCode)).status).toBe(200);
  });

  it('sends no mail to an app user or a user without MFA', async () => {
    const { user } = await appUser('nomail');
    const plain = await makeUser(server.db, tenantId, { tag: 'plain' });
    await login(server, user.email, DEMO_PASSWORD);
    const res = await login(server, plain.email, DEMO_PASSWORD);
    expect(res.body.message).toBeUndefined();
    expect(res.body.payload.authToken).toEqual(expect.any(String));
    expect(server.mail.messages.filter((m) => m.to.includes(user.email) || m.to.includes(plain.email))).toHaveLength(0);
  });

  it('clears the sign-in failures once the password is right', async () => {
    const user = await emailUser('mailfail');
    await login(server, user.email, 'Wrong@Pass1');
    expect(await failureCount(server.db, user.email)).toBe(1);
    await login(server, user.email, DEMO_PASSWORD);
    expect(await failureCount(server.db, user.email)).toBe(0);
  });

  it('does not let an inactive user reach the second factor', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'mailinactive', mfaMethod: 'email', active: false });
    const res = await login(server, user.email, DEMO_PASSWORD);
    expect(res.status).toBe(402);
    expect(server.mail.messages.filter((m) => m.to.includes(user.email))).toHaveLength(0);
  });

  it('refuses the second factor of a user made inactive after the password step', async () => {
    const user = await emailUser('mailinactive2');
    const { mfaToken } = (await login(server, user.email, DEMO_PASSWORD)).body.payload;
    await server.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const res = await verify(mfaToken, mailedCode(user.email));
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ status: 402, message: 'User is not active' });
    expect(await openSessionCount(server.db, user.id)).toBe(0);
  });
});
