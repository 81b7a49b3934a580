import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { edgeVariants, malformedVariants } from './fuzz-variants';
import { inBatches, sweepRoutes } from './route-table';
import { isErrorBody, sendHttp } from './sweep-client';
import { knownBug, skipped } from './skip-list';

/**
 * Route-table fuzz (issue 35): every route of the contract, called by a signed-in admin of the demo
 * tenant (every scope, so validation and the rule are reached) with malformed params, queries and
 * bodies made from its own schemas, over a real socket. Each answer is a 4xx in the product's error
 * envelope; calls the schemas accept at their edge (huge ids, NUL bytes) answer anything but a 5xx.
 */
let server: TestServer;
let origin: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.fastify.server.address() as AddressInfo).port}`;
  token = await server.login('admin@demo.test');
});
afterAll(() => server.close());

const swept = sweepRoutes.filter((route) => !skipped('fuzz', route.key));

describe('route-table fuzz', () => {
  it('sweeps every route of the table but the listed skips', () => {
    expect(swept.length).toBeGreaterThan(250);
    expect(swept.filter((route) => malformedVariants(route).length > 0).length).toBeGreaterThan(200);
  });

  it.each(swept.map((route) => ({ key: route.key, route })))('$key refuses malformed calls with a 4xx error body and never a 5xx', async ({ key, route }) => {
    const known = knownBug('fuzz', key);
    const run = async () => {
      const malformed = await inBatches(malformedVariants(route), 5, async (v) => ({
        v,
        answer: await sendHttp(origin, token, v).catch((e: Error) => ({ status: 0, body: `dropped: ${e.message}` })),
      }));
      const edge = await inBatches(edgeVariants(route), 4, async (v) => ({ v, answer: await sendHttp(origin, token, v).catch((e: Error) => ({ status: 0, body: `dropped: ${e.message}` })) }));
      const wrong = [
        ...malformed.filter(({ answer }) => answer.status < 400 || answer.status >= 500 || !isErrorBody(answer)),
        ...edge.filter(({ answer }) => answer.status === 0 || answer.status >= 500),
      ].map(({ v, answer }) => `${v.method} ${v.url.slice(0, 120)} [${v.what}] -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
      expect(wrong).toEqual([]);
    };
    if (known) await expect(run(), known).rejects.toThrow();
    else await run();
  });

  it('answers an id past the database integer and a NUL byte with 400 in the error envelope, not 500', async () => {
    for (const url of ['/api/contacts/2147483648', '/api/contacts?search=a%00b']) {
      const answer = await sendHttp(origin, token, { method: 'GET', url });
      expect(answer.status, url).toBe(400);
      expect(isErrorBody(answer), url).toBe(true);
    }
  });

  it('leaves the server healthy: GET /api/health answers ok with the database up', async () => {
    const res = await server.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ ok: true, database: 'up' });
  });
});
