import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /login', () => {
  it('returns the session for the demo rep and sets presence to away', async () => {
    const res = await server.request('POST', '/login', { body: { email: 'rep@demo.test', password: 'Demo@Sales1' } });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ email: 'rep@demo.test', status: 'away', tenantName: 'Demo Co' });
    expect(res.body.payload.authToken).toEqual(expect.any(String));
  });

  it("answers a wrong password with 401 'Email and password combination is not valid'", async () => {
    const res = await server.request('POST', '/login', { body: { email: 'rep2@demo.test', password: 'wrong' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Email and password combination is not valid');
  });
});
