import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/contract';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { UNAUTHENTICATED } from '../../tests/support/server-helpers';

/** Every route of the contract that needs a session, derived from the table so new routes are covered. */
const SESSION_CALLS = Object.entries(routes)
  .filter(([, route]) => route.auth === 'session')
  .map(([key, route]) => ({
    key,
    method: route.method,
    // Authentication runs before validation, so any parameter value will do.
    path: route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '1'),
    body: route.body ? {} : undefined,
  }));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('calls that need a session', () => {
  it('covers the session routes of the contract', () => {
    expect(SESSION_CALLS.length).toBeGreaterThanOrEqual(13);
  });

  it.each(SESSION_CALLS)('$key without a token answers 401 with reason unauthenticated', async ({ method, path, body }) => {
    const res = await server.request(method, path, { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it.each(SESSION_CALLS)('$key with a bogus token answers 401 with reason unauthenticated', async ({ method, path, body }) => {
    const res = await server.request(method, path, { token: 'not-a-real-token', body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it('does not take a token given in another scheme than Bearer', async () => {
    const token = await server.login('rep@demo.test');
    for (const authorization of [`Basic ${token}`, token, `Bearer`, `Bearer  `]) {
      const res = await server.app.fastify.inject({ method: 'GET', url: '/api/session', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(JSON.parse(res.body)).toEqual(UNAUTHENTICATED);
    }
    const ok = await server.request('GET', '/session', { token });
    expect(ok.status).toBe(200);
  });

  it('authenticates before validating: an anonymous bad body is 401, not 400', async () => {
    const res = await server.request('PUT', '/session/status', { body: { presence: 'dancing' } });
    expect(res.status).toBe(401);
    expect(res.body.reason).toBe('unauthenticated');
    const period = await server.request('GET', '/metrics/activity-metrics/yearly');
    expect(period.status).toBe(401);
  });

  it("answers an unknown route with 404 'Route not found'", async () => {
    const res = await server.request('GET', '/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'Route not found' });
  });
});

describe('GET /health', () => {
  it('answers ok with the database up and the version, without a session', async () => {
    const res = await server.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 200,
      payload: {
        ok: true,
        database: 'up',
        version: '0.1.0',
        parts: [
          { name: 'database', state: 'up', reason: null, detail: null },
          { name: 'sip', state: 'down', reason: 'No SIP server was started with this server.', detail: null },
          { name: 'mail', state: 'up', reason: null, detail: expect.stringMatching(/^built-in SMTP sink on smtp:\/\/127\.0\.0\.1:\d+/) },
        ],
      },
    });
  });
});

describe('GET /captcha/challenge', () => {
  it('gives a signed SHA-256 proof-of-work challenge that expires in 10 minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await server.request('GET', '/captcha/challenge');
    expect(res.status).toBe(200);
    const { parameters, signature } = res.body.payload;
    expect(parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyLength: 32 });
    expect(parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(parameters.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.expiresAt).toBeGreaterThanOrEqual(before + 599);
    expect(parameters.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 600);
  });

  it('gives a new challenge every time', async () => {
    const a = await server.request('GET', '/captcha/challenge');
    const b = await server.request('GET', '/captcha/challenge');
    expect(a.body.payload.parameters.nonce).not.toBe(b.body.payload.parameters.nonce);
    expect(a.body.payload.signature).not.toBe(b.body.payload.signature);
  });
});
