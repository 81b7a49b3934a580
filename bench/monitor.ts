// The supervisor's real-time monitor (#17): push latency from an agent's state change to the
// supervisor's table (target p99 < 300 ms) with 200 simulated agents changing state at once and in turn.
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import type { RealtimeLine } from '../src/contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { systemClock } from '../server/clock';
import { users } from '../server/db/schema';
import { createSessionStore } from '../server/areas/session/session-store';
import { defaultTenantSettings } from '../server/seed/tenant-factory';
import { DEMO_TENANT } from '../server/seed/demo-tenant';
import { tenantIdByName } from '../server/seed/large-contacts';
import { runWhenMain, withLargeTenant } from './large-tenant';
import { percentile, round } from './stats';

const AGENTS = 200;
/** Rounds of every agent changing state (ringing, talking, idle in turn). */
const ROUNDS = 6;

const opened = (socket: Socket) => new Promise<void>((resolve, reject) => (socket.connected ? resolve() : (socket.once('connect', () => resolve()), socket.once('connect_error', reject))));

export async function benchMonitor(): Promise<string[]> {
  return withLargeTenant(
    'monitor',
    async ({ db, api, login }) => {
      const tenantId = await tenantIdByName(db, DEMO_TENANT);
      const origin = api.replace(/\/api$/, '');
      const agents: { token: string; socket: Socket }[] = [];
      const sockets: Socket[] = [];
      try {
        // Agents are made straight in the database, their sessions opened by the session store: 200 password hashes and sign-ins would take minutes.
        const [model] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.tenantId, tenantId)).limit(1);
        const made = await db
          .insert(users)
          .values(
            Array.from({ length: AGENTS }, (_, i) => ({
              tenantId,
              email: `bench-agent-${i}@monitor.test`,
              passwordHash: model!.passwordHash,
              firstName: 'Agent',
              lastName: String(i),
              role: 'rep' as const,
              capList: [],
              provisioningId: randomUUID(),
            })),
          )
          .returning({ id: users.id });
        const sessions = createSessionStore(db, systemClock);
        const settings = { ...defaultTenantSettings(), maxSessionsPerUser: 5 };
        for (const user of made) {
          const token = await sessions.open({ id: user.id, tenantId }, settings);
          const socket = connect(`${origin}/updates`, { auth: { token }, transports: ['websocket'], reconnection: false });
          sockets.push(socket);
          agents.push({ token, socket });
        }
        await Promise.all(sockets.map(opened));
        const supervisor = connect(`${origin}/updates`, { auth: { token: await login('manager@demo.test') }, transports: ['websocket'], reconnection: false });
        sockets.push(supervisor);
        await opened(supervisor);
        await new Promise<{ ok: boolean }>((resolve) => supervisor.emit('join', `monitor/${tenantId}`, resolve));
        /** When each call's state was reported (by call id and state), until the supervisor sees it. Endings are reported but not timed. */
        const sentAt = new Map<string, number>();
        const samples: number[] = [];
        supervisor.on('monitor.line', (line: RealtimeLine) => {
          const key = `${line.callId}:${line.callStatus}`;
          const start = sentAt.get(key);
          if (start === undefined) return;
          samples.push(performance.now() - start);
          sentAt.delete(key);
        });
        const report = async (agent: { token: string }, index: number, turn: number, state: 'ringing' | 'talking' | null) => {
          const callId = `bench-${turn}-${index}`;
          const body = { registered: true, call: state ? { callId, direction: 'out', state, number: '+12125550100', contactId: null, listId: null, startedAt: Date.now() } : null };
          if (state) sentAt.set(`${callId}:${state}`, performance.now());
          const res = await fetch(`${api}/monitor/agents/me`, { method: 'PUT', headers: { authorization: `Bearer ${agent.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
          if (!res.ok) throw new Error(`PUT /monitor/agents/me failed with ${res.status}`);
        };
        for (let turn = 0; turn < ROUNDS; turn++) {
          // Every agent's call rings, then is answered, then ends: 600 changes a round, all agents at once (the worst case).
          for (const state of ['ringing', 'talking', null] as const) await Promise.all(agents.map((agent, i) => report(agent, i, turn, state)));
        }
        const deadline = Date.now() + 5000;
        while (sentAt.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        const missed = sentAt.size;
        return [
          `monitor push latency (an agent's call state to the supervisor's table, ${AGENTS} agents changing at once, ${samples.length} changes) p50: ${round(percentile(samples, 50))} ms, p99: ${round(percentile(samples, 99))} ms (target p99 < 300)${missed ? `, ${missed} never pushed` : ''}`,
        ];
      } finally {
        for (const socket of sockets) socket.disconnect();
      }
    },
    { contacts: 'demo' },
  );
}

runWhenMain(import.meta, benchMonitor);
