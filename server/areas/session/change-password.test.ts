import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { DEMO_PASSWORD, login, makeUser, demoTenantId } from '@/tests/support/server-helpers';

/**
 * Change password from my profile (spec 3 sections 5 and 8): the current password checked, the new
 * one by the form's rules, any failure 'Current password is incorrect' (a 400: the session stays),
 * and then the new password signs in and the old one does not.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const change = (token: string, body: Record<string, unknown>) => server.request('POST', '/password/change', { token, body });

describe('POST /password/change', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const user = await makeUser(server.db, await demoTenantId(server.db), { tag: 'pwchange' });
    const token = (await login(server, user.email, DEMO_PASSWORD)).body.payload.authToken;
    const res = await change(token, { currentPassword: DEMO_PASSWORD, newPassword: 'Fresh@Pass22', confirmPassword: 'Fresh@Pass22' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payload).toEqual({ changed: true });
    expect((await login(server, user.email, 'Fresh@Pass22')).status).toBe(200);
    expect((await login(server, user.email, DEMO_PASSWORD)).status).toBe(401);
    // The session that changed it goes on.
    expect((await server.request('GET', '/session', { token })).status).toBe(200);
  });

  it.each([
    ['a wrong current password', { currentPassword: 'Wrong@Pass1', newPassword: 'Fresh@Pass22', confirmPassword: 'Fresh@Pass22' }],
    ['a new password below the policy', { currentPassword: DEMO_PASSWORD, newPassword: 'short', confirmPassword: 'short' }],
    ['the same password again', { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD }],
    ['a confirmation that does not match', { currentPassword: DEMO_PASSWORD, newPassword: 'Fresh@Pass22', confirmPassword: 'Fresh@Pass23' }],
  ])('refuses %s with "Current password is incorrect" and changes nothing', async (_what, body) => {
    const user = await makeUser(server.db, await demoTenantId(server.db), { tag: 'pwrefuse' });
    const token = (await login(server, user.email, DEMO_PASSWORD)).body.payload.authToken;
    const res = await change(token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Current password is incorrect');
    expect((await login(server, user.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await server.request('POST', '/password/change', { body: { currentPassword: 'x', newPassword: 'y', confirmPassword: 'y' } })).status).toBe(401);
  });
});
