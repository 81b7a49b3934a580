import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartRegistry } from '../parts';
import { startTestServer, type TestServer } from '@/tests/support/test-server';

const KAMAILIO_MISSING = 'Kamailio is not installed. Install it with: apt-get install -y --no-install-recommends kamailio kamailio-websocket-modules kamailio-autheph-modules';

describe('GET /health names the state of each real part', () => {
  let server: TestServer;
  const parts = createPartRegistry({ database: { state: 'up', detail: 'embedded PostgreSQL' }, sip: { state: 'down', reason: KAMAILIO_MISSING }, mail: { state: 'up', detail: 'built-in SMTP sink' } });
  beforeAll(async () => {
    server = await startTestServer({ parts });
  });
  afterAll(() => server.close());

  it('answers without a session, with the database, the SIP server and mail in order, and why a part is down', async () => {
    const res = await server.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ ok: true, database: 'up' });
    expect(res.body.payload.parts).toEqual([
      { name: 'database', state: 'up', reason: null, detail: 'embedded PostgreSQL' },
      { name: 'sip', state: 'down', reason: KAMAILIO_MISSING, detail: null },
      { name: 'mail', state: 'up', reason: null, detail: 'built-in SMTP sink' },
    ]);
  });

  it("tells the phone through its SIP configuration, and follows the SIP server's supervision as it happens", async () => {
    const rep = await server.login('rep@demo.test');
    const down = await server.request('GET', '/telephony/sip-config', { token: rep });
    expect(down.body.payload.server).toEqual({ running: false, reason: KAMAILIO_MISSING });
    parts.set('sip', { state: 'up', detail: 'ws://127.0.0.1:5066' });
    expect((await server.request('GET', '/telephony/sip-config', { token: rep })).body.payload.server).toEqual({ running: true, reason: null });
    expect((await server.request('GET', '/health')).body.payload.parts[1]).toEqual({ name: 'sip', state: 'up', reason: null, detail: 'ws://127.0.0.1:5066' });
  });
});

describe('GET /health shows no server file path', () => {
  let server: TestServer;
  const parts = createPartRegistry({ database: { state: 'up', detail: 'embedded PostgreSQL in /srv/dialworks/.data' } });
  beforeAll(async () => {
    server = await startTestServer({ parts });
  });
  afterAll(() => server.close());

  it('cuts a path in what a part says to its last name, as it happens', async () => {
    parts.set('sip', { state: 'down', reason: "Kamailio stopped: cannot write '/srv/dialworks/.data/kamailio/kamailio.pid'" });
    const res = await server.request('GET', '/health');
    expect(res.body.payload.parts).toEqual([
      { name: 'database', state: 'up', reason: null, detail: 'embedded PostgreSQL in …/.data' },
      { name: 'sip', state: 'down', reason: "Kamailio stopped: cannot write '…/kamailio.pid'", detail: null },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('/srv/');
  });
});

describe('a server started without a SIP server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reports the SIP server down with a reason, not up', async () => {
    const sip = (await server.request('GET', '/health')).body.payload.parts.find((p: { name: string }) => p.name === 'sip');
    expect(sip).toMatchObject({ state: 'down', reason: 'No SIP server was started with this server.' });
  });
});
