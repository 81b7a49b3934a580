// Inbound queues (#17): routing time from the carrier's INVITE to a queue's number to the INVITE
// ringing the chosen agent's phone (the ACD answers, picks the ready member idle the longest and has
// the carrier put the caller through), on the real SIP server. Two agents (sip.js phones in Node).
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import type { Invitation } from 'sip.js';
import { DEMO_TENANT } from '../server/seed/demo-tenant';
import { tenantIdByName } from '../server/seed/large-contacts';
import { makeUser } from '../tests/support/server-helpers';
import { phoneCredentials, TestPhone } from '../server/areas/telephony/sip-test-harness';
import { runWhenMain, withLargeTenant } from './large-tenant';
import { percentile, round } from './stats';

const CALLS = 30;
const SECRET = 'bench-secret';

const opened = (socket: Socket) => new Promise<void>((resolve, reject) => (socket.connected ? resolve() : (socket.once('connect', () => resolve()), socket.once('connect_error', reject))));

export async function benchAcd(): Promise<string[]> {
  return withLargeTenant(
    'acd',
    async ({ db, api, login, telephony }) => {
      if (!telephony) throw new Error('the queue bench needs the SIP server');
      const tenantId = await tenantIdByName(db, DEMO_TENANT);
      const origin = api.replace(/\/api$/, '');
      const admin = await login('admin@demo.test');
      const call = async (method: string, path: string, token: string, body?: unknown) => {
        const res = await fetch(`${api}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        if (!res.ok) throw new Error(`${method} ${path} failed with ${res.status}`);
        return ((await res.json()) as { payload: unknown }).payload;
      };
      const sockets: Socket[] = [];
      const phones: TestPhone[] = [];
      try {
        const agents: { id: number; token: string; phone: TestPhone }[] = [];
        for (const tag of ['bench-queue-a', 'bench-queue-b']) {
          const user = await makeUser(db, tenantId, { tag });
          const token = await login(user.email);
          const phone = new TestPhone(telephony.kamailio.wsServer, user.provisioningId, phoneCredentials(SECRET, user.provisioningId));
          phones.push(phone);
          await phone.register();
          const socket = connect(`${origin}/updates`, { auth: { token }, transports: ['websocket'], reconnection: false });
          sockets.push(socket);
          await opened(socket);
          await call('PUT', '/monitor/agents/me', token, { registered: true, call: null });
          // Signed in, an agent is On Break (spec 1: away); like a rep in the header, they choose Available for queue calls.
          await call('PUT', '/session/status', token, { presence: 'available' });
          agents.push({ id: user.id, token, phone });
        }
        const queue = (await call('POST', '/admin/acd/queues', admin, { name: 'Bench queue', phoneNumber: '+15557009999', memberIds: agents.map((a) => a.id), wrapUpSeconds: 0 })) as { id: number };
        const samples: number[] = [];
        for (let i = 0; i < CALLS; i++) {
          const rang = new Promise<{ invitation: Invitation; at: number; agent: (typeof agents)[number] }>((resolve) => {
            for (const agent of agents) agent.phone.ua.delegate = { onInvite: (invitation) => resolve({ invitation, at: performance.now(), agent }) };
          });
          const start = performance.now();
          await call('POST', '/admin/telephony/inbound-call', admin, { to: '+15557009999', from: `+1555013${String(i).padStart(2, '0')}` });
          const { invitation, at, agent } = await rang;
          samples.push(at - start);
          await call('PUT', '/monitor/agents/me', agent.token, {
            registered: true,
            call: { callId: invitation.request.callId, direction: 'in', state: 'talking', number: '+15550130', contactId: null, listId: null, queueId: queue.id, startedAt: Date.now() },
          });
          await invitation.accept();
          await invitation.bye();
          await call('PUT', '/monitor/agents/me', agent.token, { registered: true, call: null });
        }
        return [
          `queue routing (the carrier's INVITE to a queue number to the chosen agent's phone ringing, ${CALLS} calls, 2 agents) p50: ${round(percentile(samples, 50))} ms, p99: ${round(percentile(samples, 99))} ms`,
        ];
      } finally {
        for (const socket of sockets) socket.disconnect();
        for (const phone of phones) await phone.stop();
      }
    },
    { contacts: 'demo', telephony: true },
  );
}

runWhenMain(import.meta, benchAcd);
