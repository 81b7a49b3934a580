import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, recordings, tenantTelephonySettings, users } from '../../db/schema';
import { createTenant } from '../../seed/tenant-factory';
import { createSimulatedCarrier } from './simulated-carrier/carrier';
import { FAST_TIMINGS } from './sip-test-harness';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoTenantId, makeUser } from '@/tests/support/server-helpers';
import { eventually } from '@/tests/support/eventually';

let server: TestServer;
let address: string;
let pstnToken: string;
let pstnUser: { id: number; provisioningId: string };
let softToken: string;
let adminToken: string;
let outsiderToken: string;
const sockets: Socket[] = [];

type Event = { name: string; data: Record<string, unknown> };

async function connect(token: string) {
  const socket = io(`${address}/updates`, { auth: { token }, transports: ['websocket'], forceNew: true });
  sockets.push(socket);
  const events: Event[] = [];
  socket.onAny((name: string, data: Record<string, unknown>) => events.push({ name, data }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const join = (room: string) => socket.emitWithAck('join', room) as Promise<{ ok: boolean; error?: string }>;
  const waitFor = async (pred: (e: Event) => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = events.find(pred);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`event not seen; got ${JSON.stringify(events)}`);
  };
  return { socket, events, join, waitFor };
}

beforeAll(async () => {
  server = await startTestServer({ telephony: { provider: createSimulatedCarrier({ timings: FAST_TIMINGS }) } });
  address = (await server.app.listen(0)).replace('localhost', '127.0.0.1');
  const tenantId = await demoTenantId(server.db);
  const made = await makeUser(server.db, tenantId, { tag: 'pstn-rep' });
  await server.db.update(users).set({ connectionType: 'pstn' }).where(eq(users.id, made.id));
  pstnUser = { id: made.id, provisioningId: made.provisioningId };
  pstnToken = await server.login(made.email);
  softToken = await server.login('rep@demo.test');
  adminToken = await server.login('admin@demo.test');
  const other = await createTenant(server.db, 'Other Pstn Co');
  await server.db.insert(tenantTelephonySettings).values({ tenantId: other.id, settings: {} });
  outsiderToken = await server.login((await makeUser(server.db, other.id, { tag: 'pstn-outsider' })).email);
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await server.close();
});

describe('pstn quick call', () => {
  it('rings the user own number, then the target; both connect and commands act on the legs', async () => {
    const client = await connect(pstnToken);
    const res = await server.request('POST', '/telephony/quick-call', { token: pstnToken, body: { phoneNumber: '+15550102' } });
    expect(res.status).toBe(200);
    const { callId, legs } = res.body.payload;
    expect(legs).toEqual([expect.objectContaining({ role: 'user', state: 'ringing' })]);
    expect(await client.join(`quickcall/${callId}`)).toEqual({ ok: true });
    await client.waitFor((e) => e.name === 'connected' && e.data.role === 'user');
    const target = await client.waitFor((e) => e.name === 'connected' && e.data.role === 'target');
    const legId = target.data.legId as string;

    const cmd = (body: Record<string, unknown>) => server.request('POST', `/telephony/legs/${legId}/command`, { token: pstnToken, body });
    expect((await cmd({ command: 'hold' })).body.payload.leg.state).toBe('held');
    expect((await cmd({ command: 'resume' })).body.payload.leg.state).toBe('connected');
    expect((await cmd({ command: 'mute' })).body.payload.leg.muted).toBe(true);
    expect((await cmd({ command: 'unmute' })).body.payload.leg.muted).toBe(false);
    expect((await cmd({ command: 'dtmf', digits: '12#' })).status).toBe(200);
    // The call's legs as the server drives them: the caller's only.
    const seen = await server.request('GET', `/telephony/quick-calls/${callId}/legs`, { token: pstnToken });
    expect(seen.status).toBe(200);
    expect(seen.body.payload.legs).toEqual([
      expect.objectContaining({ role: 'user', state: 'connected', phoneNumber: expect.stringMatching(/^\+1555\d{6}0$/) }),
      expect.objectContaining({ id: legId, role: 'target', state: 'connected', muted: false, dtmfSent: '12#', phoneNumber: '+15550102' }),
    ]);
    expect((await server.request('GET', `/telephony/quick-calls/${callId}/legs`, { token: outsiderToken })).status).toBe(404);
    expect((await server.request('GET', `/telephony/quick-calls/${callId}/legs`, { token: softToken })).status).toBe(404);
    expect((await cmd({ command: 'dtmf', digits: 'xyz' })).status).toBe(400);
    expect((await cmd({ command: 'play', action: 'start' })).body.payload.leg.playing).toBe(true);
    expect((await cmd({ command: 'record_call', quickcallId: 'another-call' })).status).toBe(400);
    expect((await cmd({ command: 'record_call', quickcallId: callId })).body.payload.leg.recording).toBe(true);
    expect((await cmd({ command: 'record_call', quickcallId: callId, action: 'stop' })).body.payload.leg.recording).toBe(false);
    const rec = await server.db.select().from(recordings).where(eq(recordings.callId, callId));
    expect(rec).toHaveLength(1);

    // Another tenant, or another user, does not see the leg.
    expect((await server.request('POST', `/telephony/legs/${legId}/command`, { token: outsiderToken, body: { command: 'hold' } })).status).toBe(404);
    expect((await server.request('POST', `/telephony/legs/${legId}/command`, { token: softToken, body: { command: 'hold' } })).status).toBe(404);

    expect((await cmd({ command: 'hangup' })).status).toBe(200);
    const ended = await client.waitFor((e) => e.name === 'ended' && e.data.legId === legId);
    expect(ended.data).toMatchObject({ callId, statusCode: null });
    await client.waitFor((e) => e.name === 'ended' && e.data.legId !== legId);
    expect((await cmd({ command: 'hold' })).status).toBe(409);
  });

  it('reports a busy target as ended with 486', async () => {
    const client = await connect(pstnToken);
    const res = await server.request('POST', '/telephony/quick-call', { token: pstnToken, body: { phoneNumber: '+15550107' } });
    await client.join(`quickcall/${res.body.payload.callId}`);
    const ended = await client.waitFor((e) => e.name === 'ended' && e.data.statusCode === 486);
    expect(ended.data.reason).toBe('Busy Here');
  });

  it('joins two calls in a conference and refuses to join two conferences', async () => {
    const client = await connect(pstnToken);
    const targetLeg = async (number: string) => {
      const res = await server.request('POST', '/telephony/quick-call', { token: pstnToken, body: { phoneNumber: number } });
      await client.join(`quickcall/${res.body.payload.callId}`);
      const ev = await client.waitFor((e) => e.name === 'connected' && e.data.role === 'target' && e.data.callId === res.body.payload.callId);
      return ev.data.legId as string;
    };
    const a = await targetLeg('+15550101');
    const b = await targetLeg('+15550103');
    const third = await server.request('POST', '/telephony/quick-call', { token: pstnToken, body: { phoneNumber: '+15550104' } });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('Call limit reached');
    const add = (legId: string, conferenceName: string) => server.request('POST', `/telephony/legs/${legId}/command`, { token: pstnToken, body: { command: 'addToConference', conferenceName } });
    expect((await add(a, 'team-room')).body.payload).toMatchObject({ error: null, other_leg_call_id: null });
    expect((await add(b, 'team-room')).body.payload).toMatchObject({ error: null, other_leg_call_id: a });
    expect((await add(b, 'team-room')).body.payload.error).toBeNull();
    expect((await add(a, 'other-room')).body.payload.error).toBe('Cannot join conferences');
    const list = await server.request('GET', '/telephony/conferences', { token: pstnToken });
    const conf = (list.body.payload.conferences as { id: string; name: string; participants: { legId: string }[] }[]).find((c) => c.name === 'team-room')!;
    expect(conf.participants.map((p) => p.legId)).toEqual([a, b]);
    expect((await server.request('GET', '/telephony/conferences', { token: outsiderToken })).body.payload.conferences).toEqual([]);
    expect(await client.join(`conference/${conf.id}`)).toEqual({ ok: true });
    const outsider = await connect(outsiderToken);
    expect(await outsider.join(`conference/${conf.id}`)).toEqual({ ok: false, error: 'Forbidden room' });
    await server.request('POST', `/telephony/legs/${a}/command`, { token: pstnToken, body: { command: 'hangup' } });
    await client.waitFor((e) => e.name === 'participant_destroy' && e.data.legId === a);
    await server.request('POST', `/telephony/legs/${b}/command`, { token: pstnToken, body: { command: 'hangup' } });
    await client.waitFor((e) => e.name === 'participant_destroy' && e.data.legId === b);
  });

  it('refuses quick call to a softphone user and a bad number', async () => {
    expect((await server.request('POST', '/telephony/quick-call', { token: softToken, body: { phoneNumber: '+15550102' } })).status).toBe(409);
    const bad = await server.request('POST', '/telephony/quick-call', { token: pstnToken, body: { phoneNumber: '555-CALL' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Not a valid phone number.');
  });
});

describe('/updates rooms', () => {
  it("joins only the user's own incomingPstn room and its tenant's quick calls", async () => {
    const client = await connect(pstnToken);
    expect(await client.join(`incomingPstn/${pstnUser.provisioningId}`)).toEqual({ ok: true });
    const soft = await connect(softToken);
    expect((await soft.join(`incomingPstn/${pstnUser.provisioningId}`)).ok).toBe(false);
    const res = await server.request('POST', '/telephony/quick-call', { token: pstnToken, body: { phoneNumber: '+15550107' } });
    expect(res.status).toBe(200);
    expect(await client.join(`quickcall/${res.body.payload.callId}`)).toEqual({ ok: true });
    const outsider = await connect(outsiderToken);
    expect((await outsider.join(`quickcall/${res.body.payload.callId}`)).ok).toBe(false);
    expect((await outsider.join('tenant/1')).ok).toBe(false);
    expect((await outsider.join('quickcall/does-not-exist')).ok).toBe(false);
  });

  it('delivers an inbound carrier call to a pstn user as an incoming event', async () => {
    const client = await connect(pstnToken);
    await client.join(`incomingPstn/${pstnUser.provisioningId}`);
    const res = await server.request('POST', '/admin/telephony/inbound-call', { token: adminToken, body: { userId: pstnUser.id, from: '+15550142' } });
    expect(res.status).toBe(200);
    const incoming = await client.waitFor((e) => e.name === 'incoming');
    expect(incoming.data).toMatchObject({ callId: res.body.payload.callId, from: '+15550142', userProvisioningId: pstnUser.provisioningId });
  });
});

describe('saveCallInfo on the live timeline', () => {
  it("announces the saved call on the contact's /timeline room", async () => {
    const tenantId = await demoTenantId(server.db);
    const [c] = await server.db.insert(contacts).values({ tenantId, firstName: 'Live', lastName: 'Timeline' }).returning();
    const socket = io(`${address}/timeline`, { auth: { token: softToken }, transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    const entries: { room: string; entry: { type: string; _id: string } }[] = [];
    socket.on('entry', (e: (typeof entries)[number]) => entries.push(e));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(await socket.emitWithAck('join', `contacts/${c!.id}`)).toEqual({ ok: true });
    const res = await server.request('POST', '/telephony/call-info', {
      token: softToken,
      body: { callId: 'timeline-call-1', contactId: c!.id, result: 'Connected', direction: 'out', durationSeconds: 42 },
    });
    expect(res.status).toBe(200);
    await eventually(
      () => entries,
      (e) => e.length > 0,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ room: `contacts/${c!.id}`, entry: { type: 'call' } });
  });
});
