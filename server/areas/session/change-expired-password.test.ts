import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { TestServer } from '@/tests/support/test-server';
import { startDemoServer } from '@/tests/support/server-fixtures';
import { DEMO_PASSWORD, failLogins, failureCount, login, makeUser, NOT_VALID, solveCaptcha, TOO_MANY } from '@/tests/support/server-helpers';

let server: TestServer, tenantId: number;
beforeAll(async () => ({ server, tenantId } = await startDemoServer()));
afterAll(() => server.close());

const NEW_PASSWORD = 'Fresh#Start42';
const expiredUser = (tag: string) => makeUser(server.db, tenantId, { tag, mustChangePassword: true });
const change = (body: Record<string, unknown>) => server.request('POST', '/password/change-expired', { body });
const passwordHashOf = async (id: number) => (await server.db.select().from(users).where(eq(users.id, id)))[0]?.passwordHash;

describe('POST /password/change-expired (change expired password)', () => {
  it('changes the password: the new one signs in, the old one no longer does, and the flag is cleared', async () => {
    const user = await expiredUser('change');
    const res = await change({ email: user.email, oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, payload: { changed: true } });

    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mustChangePassword).toBe(false);

    const withNew = await login(server, user.email, NEW_PASSWORD);
    expect(withNew.status).toBe(200);
    expect(withNew.body.payload.userId).toBe(user.id);

    const withOld = await login(server, user.email, DEMO_PASSWORD);
    expect(withOld.status).toBe(401);
    expect(withOld.body.message).toBe(NOT_VALID);
  });

  it('accepts the email in any case', async () => {
    const user = await expiredUser('upper');
    const res = await change({ email: user.email.toUpperCase(), oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('answers a wrong old password with 401 and changes nothing', async () => {
    const user = await expiredUser('wrongold');
    const hash = await passwordHashOf(user.id);
    const res = await change({ email: user.email, oldPassword: 'Not@ThePass1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: NOT_VALID });
    expect(await passwordHashOf(user.id)).toBe(hash);
    expect((await login(server, user.email, DEMO_PASSWORD)).body.message).toBe('User needs to change password');
  });

  it('refuses a user whose password has not expired (403), so it cannot bypass the second factor', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'not-expired' });
    const res = await server.request('POST', '/password/change-expired', { body: { email: user.email, oldPassword: DEMO_PASSWORD, newPassword: 'Another#Pass9', confirmPassword: 'Another#Pass9' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PASSWORD_NOT_EXPIRED');
    expect((await server.request('POST', '/login', { body: { email: user.email, password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('answers an unknown email with 401', async () => {
    const res = await change({ email: 'nobody@nowhere.test', oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(NOT_VALID);
  });

  it('checks the old password before the new one: a wrong old password with a bad new one is 401', async () => {
    const user = await expiredUser('order');
    const res = await change({ email: user.email, oldPassword: 'Not@ThePass1', newPassword: '', confirmPassword: '' });
    expect(res.status).toBe(401);
  });

  it.each([
    ['NEW_PWD_REQUIRED', 'the new password is missing', { newPassword: '', confirmPassword: '' }],
    ['NEW_PWD_POLICY', 'it is shorter than 9 characters', { newPassword: 'Ab1@xyz', confirmPassword: 'Ab1@xyz' }],
    ['NEW_PWD_POLICY', 'it has only 2 of the 4 character classes', { newPassword: 'lowercase123', confirmPassword: 'lowercase123' }],
    ['NEW_PWD_MUST_BE_DIFF', 'it is the old password', { newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD }],
    ['NEW_PWD_CONF_MUST_MATCH', 'the confirmation differs', { newPassword: NEW_PASSWORD, confirmPassword: 'Fresh#Start43' }],
    ['NEW_PWD_CONF_MUST_MATCH', 'the confirmation is empty', { newPassword: NEW_PASSWORD, confirmPassword: '' }],
  ])('answers 400 %s when %s, and changes nothing', async (code, _when, passwords) => {
    const user = await expiredUser(code.toLowerCase());
    const hash = await passwordHashOf(user.id);
    const res = await change({ email: user.email, oldPassword: DEMO_PASSWORD, ...passwords });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: code, code });
    expect(await passwordHashOf(user.id)).toBe(hash);
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mustChangePassword).toBe(true);
  });

  it.each([
    ['a missing email', { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, /^Invalid body: email: /],
    ['an empty old password', { email: 'x@y.test', oldPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, /^Invalid body: oldPassword: Password is required$/],
    ['a missing confirmation', { email: 'x@y.test', oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }, /^Invalid body: confirmPassword: /],
    ['a number as new password', { email: 'x@y.test', oldPassword: DEMO_PASSWORD, newPassword: 123456789, confirmPassword: '123456789' }, /^Invalid body: newPassword: /],
  ])('answers %s with 400 Invalid body', async (_what, body, message) => {
    const res = await change(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.message).toMatch(message);
  });

  it('validates the body before checking the password (no failure recorded)', async () => {
    const user = await expiredUser('novalidate');
    const res = await change({ email: user.email, oldPassword: 'Not@ThePass1' });
    expect(res.status).toBe(400);
    expect(await failureCount(server.db, user.email)).toBe(0);
  });

  it('counts a wrong old password as a sign-in failure', async () => {
    const user = await expiredUser('counts');
    await change({ email: user.email, oldPassword: 'Not@ThePass1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(await failureCount(server.db, user.email)).toBe(1);
  });

  it('is locked after 5 failures in 15 minutes, so passwords cannot be guessed here without a captcha', async () => {
    const user = await expiredUser('locked');
    await failLogins(server, user.email, 5);
    const hash = await passwordHashOf(user.id);
    const res = await change({ email: user.email, oldPassword: DEMO_PASSWORD, newPassword: '', confirmPassword: '' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(TOO_MANY);
    const right = await change({ email: user.email, oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(right.status).toBe(401);
    expect(right.body.message).toBe(TOO_MANY);
    expect(await passwordHashOf(user.id)).toBe(hash);
  });

  it('lets a locked user change the password after signing in with the captcha', async () => {
    const user = await expiredUser('unlock');
    await failLogins(server, user.email, 5);
    const signIn = await login(server, user.email, DEMO_PASSWORD, { recaptchaCode: await solveCaptcha(server) });
    expect(signIn.status).toBe(401);
    expect(signIn.body.message).toBe('User needs to change password');
    const res = await change({ email: user.email, oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await login(server, user.email, NEW_PASSWORD)).status).toBe(200);
  });
});
