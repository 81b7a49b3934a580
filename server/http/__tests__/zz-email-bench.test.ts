import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { demoTenantId, userByEmail } from './helpers';
import { freshContact, upload } from './messaging-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('bench', async () => {
  const rep = await server.login('rep@demo.test');
  const repId = (await userByEmail(server.db, 'rep@demo.test')).id;
  const tenantId = await demoTenantId(server.db);
  let t = performance.now();
  const up = await upload(server, rep, 'big.bin', Buffer.alloc(25_000_000, 7), 'application/octet-stream');
  console.log(`upload 25,000,000 B multipart: ${(performance.now() - t).toFixed(0)} ms status ${up.status}`);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const c = await freshContact(server.db, tenantId, repId);
    t = performance.now();
    const r = await server.request('POST', '/emails/send', { token: rep, body: { to: c.email, contact: { contactId: c.id }, template: { subject: 's', body: '<p>b</p>' } } });
    times.push(performance.now() - t);
    expect(r.status).toBe(200);
  }
  times.sort((a, b) => a - b);
  console.log(`send p50 ${times[10]!.toFixed(1)} ms p95 ${times[18]!.toFixed(1)} ms`);
  const c = await freshContact(server.db, tenantId, repId);
  t = performance.now();
  const results = await Promise.all(Array.from({ length: 10 }, () => server.request('POST', '/emails/send', { token: rep, body: { to: c.email, contact: { contactId: c.id }, template: { subject: 's', body: '<p>b</p>' } } })));
  console.log(`10 concurrent sends to one contact: ${(performance.now() - t).toFixed(0)} ms, statuses ${results.map((r) => r.status).sort().join(',')}`);
  for (let i = 0; i < 150; i++) server.mail.messages.push({ ...server.mail.messages.at(-1)!, id: 10_000 + i });
  const lt: number[] = [];
  for (let i = 0; i < 10; i++) {
    t = performance.now();
    await server.request('GET', '/emails/mailbox?limit=25', { token: rep });
    lt.push(performance.now() - t);
  }
  lt.sort((a, b) => a - b);
  console.log(`mailbox list (${server.mail.messages.length} in sink) p50 ${lt[5]!.toFixed(1)} ms`);
});
