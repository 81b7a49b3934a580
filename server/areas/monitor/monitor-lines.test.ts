import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeLine } from '@/src/contract';
import { eventually } from '@/tests/support/eventually';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoTenantId, makeUser, userByEmail } from '@/tests/support/server-helpers';
import { callLists, contacts, telephonyCalls } from '../../db/schema';
import { createTenant } from '../../seed/tenant-factory';

let server: TestServer;
let origin: string;
let tenantId: number;
let manager: string;
let rep: string;
let repId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  origin = await server.app.listen(0);
  tenantId = await demoTenantId(server.db);
  [manager, rep] = await Promise.all([server.login('manager@demo.test'), server.login('rep@demo.test')]);
  repId = (await userByEmail(server.db, 'rep@demo.test')).id;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.close();
});

async function openSocket(token: string) {
  const socket = connect(`${origin}/updates`, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
  return socket;
}
const join = (socket: Socket, room: string) => new Promise<{ ok: boolean }>((resolve) => socket.emit('join', room, resolve));
const linesOf = async (token: string) => (await server.request('GET', '/monitor/lines', { token })).body.payload.lines as RealtimeLine[];
const lineOf = async (userId: number) => (await linesOf(manager)).find((l) => l.user.id === userId)!;
const report = (token: string, body: unknown) => server.request('PUT', '/monitor/agents/me', { token, body });

describe('real-time monitor lines (spec 3 real-time monitor; #17 live presence)', () => {
  it('lists every active user of the tenant, logged out until their extension is connected and their phone registered', async () => {
    const lines = await linesOf(manager);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.find((l) => l.user.id === repId)).toMatchObject({ loginStatus: 'loggedOut', callStatus: 'idle', callId: null });
    const socket = await openSocket(rep);
    // Connected but the phone has not said it is registered: still logged out.
    expect((await lineOf(repId)).loginStatus).toBe('loggedOut');
    expect((await report(rep, { registered: true, call: null })).status).toBe(200);
    expect(await lineOf(repId)).toMatchObject({ loginStatus: 'loggedIn', callStatus: 'idle' });
    socket.disconnect();
    expect(
      (
        await eventually(
          () => lineOf(repId),
          (l) => l.loginStatus === 'loggedOut',
        )
      ).loginStatus,
    ).toBe('loggedOut');
  });

  it('pushes a rep’s call to the tenant’s monitor room with the contact and list read by id, and clears it when the socket closes', async () => {
    const [contact] = await server.db.select().from(contacts).where(eq(contacts.tenantId, tenantId)).limit(1);
    const [list] = await server.db.select().from(callLists).where(eq(callLists.tenantId, tenantId)).limit(1);
    const supervisor = await openSocket(manager);
    expect(await join(supervisor, `monitor/${tenantId}`)).toEqual({ ok: true });
    const pushed: RealtimeLine[] = [];
    supervisor.on('monitor.line', (line: RealtimeLine) => pushed.push(line));
    const repSocket = await openSocket(rep);
    await report(rep, { registered: true, call: null });
    const call = { callId: 'mon-call-1', direction: 'out', state: 'ringing', number: '+12125550101', contactId: contact!.id, listId: list!.id, startedAt: 1 };
    await report(rep, { registered: true, call });
    const ringing = await eventually(
      () => pushed.filter((l) => l.user.id === repId).at(-1),
      (l) => l?.callStatus === 'ringing',
    );
    expect(ringing).toMatchObject({
      loginStatus: 'loggedIn',
      callStatus: 'ringing',
      callId: 'mon-call-1',
      callDirection: 'out',
      listName: list!.name,
      queueName: null,
      callContact: { id: contact!.id, name: `${contact!.firstName} ${contact!.lastName}`, number: '+12125550101' },
    });
    // The start is the server's time of first sight, kept while the call goes on.
    expect(Math.abs(Date.parse(ringing!.callStartTime!) - Date.now())).toBeLessThan(60_000);
    const count = pushed.length;
    await report(rep, { registered: true, call });
    expect(pushed.length, 'an unchanged report pushes nothing').toBe(count);
    await report(rep, { registered: true, call: { ...call, state: 'talking' } });
    const talking = await eventually(
      () => pushed.filter((l) => l.user.id === repId).at(-1),
      (l) => l?.callStatus === 'talking',
    );
    expect(talking!.callStartTime).toBe(ringing!.callStartTime);
    repSocket.disconnect();
    const gone = await eventually(
      () => pushed.filter((l) => l.user.id === repId).at(-1),
      (l) => l?.loginStatus === 'loggedOut',
    );
    expect(gone).toMatchObject({ callStatus: 'idle', callId: null, callContact: null });
  });

  it('carries the rep’s presence (away after sign-in) and pushes the line when it changes, from the header’s setter or PUT /acd/agents/me', async () => {
    const user = await makeUser(server.db, tenantId, { tag: 'mon-presence' });
    const token = await server.login(user.email);
    const supervisor = await openSocket(manager);
    expect(await join(supervisor, `monitor/${tenantId}`)).toEqual({ ok: true });
    const pushed: RealtimeLine[] = [];
    supervisor.on('monitor.line', (line: RealtimeLine) => pushed.push(line));
    const presenceOf = (tag: string) =>
      eventually(
        () => pushed.filter((l) => l.user.id === user.id).at(-1),
        (l) => l?.presence === tag,
      );
    await openSocket(token);
    await report(token, { registered: true, call: null });
    expect(await lineOf(user.id)).toMatchObject({ loginStatus: 'loggedIn', callStatus: 'idle', presence: 'away' });
    expect((await server.request('PUT', '/session/status', { token, body: { presence: 'available' } })).status).toBe(200);
    expect(await presenceOf('available')).toMatchObject({ loginStatus: 'loggedIn', presence: 'available' });
    expect((await lineOf(user.id)).presence).toBe('available');
    expect((await server.request('PUT', '/acd/agents/me', { token, body: { status: 'paused' } })).status).toBe(200);
    expect((await presenceOf('away'))!.presence).toBe('away');
    expect((await lineOf(user.id)).presence).toBe('away');
  });

  it('never names another tenant’s contact or list; refuses the room and the lines to other tenants and to reps', async () => {
    const other = await createTenant(server.db, 'Monitor Outsider Co');
    const outsider = await makeUser(server.db, other.id, { tag: 'mon-out', role: 'manager' });
    const outsiderToken = await server.login(outsider.email);
    const [foreign] = await server.db.insert(contacts).values({ tenantId: other.id, firstName: 'Secret', lastName: 'Person', ownerId: outsider.id }).returning();
    await openSocket(rep);
    await report(rep, { registered: true, call: { callId: 'mon-call-2', direction: 'in', state: 'talking', number: '+12125550102', contactId: foreign!.id, listId: null, startedAt: 1 } });
    expect((await lineOf(repId)).callContact).toEqual({ id: null, name: '', number: '+12125550102' });
    // The outsider sees only their own tenant's users, and cannot join this tenant's room.
    expect((await linesOf(outsiderToken)).map((l) => l.user.id)).toEqual([outsider.id]);
    expect(await join(await openSocket(outsiderToken), `monitor/${tenantId}`)).toEqual({ ok: false, error: 'Forbidden room' });
    // A rep has no monitor read.
    expect((await server.request('GET', '/monitor/lines', { token: rep })).status).toBe(403);
    expect(await join(await openSocket(rep), `monitor/${tenantId}`)).toMatchObject({ ok: false });
  });

  it('rejects a malformed report with a clear error and changes nothing', async () => {
    const before = await lineOf(repId);
    const bad = await report(rep, { registered: true, call: { callId: '', direction: 'sideways', state: 'talking', number: '1', contactId: null, listId: null, startedAt: 1 } });
    expect(bad.status).toBe(400);
    expect(await lineOf(repId)).toEqual(before);
  });
});

describe('call info (spec 3 section 7: observation and score of a call)', () => {
  it('saves a live call’s observation and score, then the rep’s save of the call keeps them for the archive', async () => {
    await openSocket(rep);
    await report(rep, { registered: true, call: { callId: 'mon-call-3', direction: 'out', state: 'talking', number: '+12125550103', contactId: null, listId: null, startedAt: 1 } });
    expect((await server.request('GET', '/monitor/calls/mon-call-3/info', { token: manager })).body.payload).toEqual({ callObservation: null, callScore: null });
    const saved = await server.request('PUT', '/monitor/calls/mon-call-3/info', { token: manager, body: { callObservation: 'Strong opener', callScore: 4 } });
    expect(saved.status).toBe(200);
    expect(saved.body.payload).toEqual({ callObservation: 'Strong opener', callScore: 4 });
    // The rep ends and saves the call: the row is theirs, with its times, and keeps the supervisor's marks.
    const results = (await server.request('GET', '/telephony/call-results', { token: rep })).body.payload.callResults as { label: string }[];
    const save = await server.request('POST', '/telephony/call-info', {
      token: rep,
      body: { callId: 'mon-call-3', direction: 'out', phoneNumber: '+12125550103', durationSeconds: 42, result: results[0]!.label, subject: 'Call', type: 'call' },
    });
    expect(save.status).toBe(200);
    const [row] = await server.db
      .select()
      .from(telephonyCalls)
      .where(and(eq(telephonyCalls.id, 'mon-call-3'), eq(telephonyCalls.tenantId, tenantId)));
    expect(row).toMatchObject({ userId: repId, score: 4, observation: 'Strong opener' });
    expect(row!.endedAt!.getTime() - row!.startedAt.getTime()).toBe(42_000);
    expect((await server.request('GET', '/monitor/calls/mon-call-3/info', { token: manager })).body.payload).toEqual({ callObservation: 'Strong opener', callScore: 4 });
  });

  it('a call reported by someone else’s phone does not take the call from its rep: the first save owns it', async () => {
    const rep2 = await server.login('rep2@demo.test');
    await openSocket(rep2);
    // Another rep's phone claims the call id of a call that is not theirs; the supervisor scores it meanwhile.
    await report(rep2, { registered: true, call: { callId: 'mon-call-4', direction: 'out', state: 'talking', number: '+12125550104', contactId: null, listId: null, startedAt: 1 } });
    expect((await server.request('PUT', '/monitor/calls/mon-call-4/info', { token: manager, body: { callObservation: 'Claimed', callScore: 2 } })).status).toBe(200);
    const results = (await server.request('GET', '/telephony/call-results', { token: rep })).body.payload.callResults as { label: string }[];
    const save = await server.request('POST', '/telephony/call-info', {
      token: rep,
      body: { callId: 'mon-call-4', direction: 'out', phoneNumber: '+12125550104', durationSeconds: 5, result: results[0]!.label, subject: 'Call', type: 'call' },
    });
    expect(save.status).toBe(200);
    const [row] = await server.db.select().from(telephonyCalls).where(eq(telephonyCalls.id, 'mon-call-4'));
    expect(row).toMatchObject({ userId: repId, score: 2 });
  });

  it('refuses a score out of 1-5, an unknown call, another tenant’s call and a rep', async () => {
    expect((await server.request('PUT', '/monitor/calls/mon-call-3/info', { token: manager, body: { callObservation: null, callScore: 6 } })).body).toMatchObject({ status: 400 });
    expect((await server.request('GET', '/monitor/calls/no-such-call/info', { token: manager })).status).toBe(404);
    expect((await server.request('PUT', '/monitor/calls/no-such-call/info', { token: manager, body: { callObservation: 'x', callScore: null } })).status).toBe(404);
    const other = await createTenant(server.db, 'Monitor Info Outsider Co');
    const outsider = await makeUser(server.db, other.id, { tag: 'mon-info-out', role: 'manager' });
    expect((await server.request('GET', '/monitor/calls/mon-call-3/info', { token: await server.login(outsider.email) })).status).toBe(404);
    expect((await server.request('GET', '/monitor/calls/mon-call-3/info', { token: rep })).status).toBe(403);
  });
});

describe('the saved filter monitorRealtimeFilter (spec 3 section 3)', () => {
  it('keeps statuses and users per user, and refuses another shape', async () => {
    const value = { status: ['onCall', 'available'], user: { all_: false, items_: [repId] } };
    expect((await server.request('PUT', '/page-states/monitorRealtimeFilter', { token: manager, body: { value } })).status).toBe(200);
    expect((await server.request('GET', '/page-states/monitorRealtimeFilter', { token: manager })).body.payload).toEqual({ value });
    const bad = await server.request('PUT', '/page-states/monitorRealtimeFilter', { token: manager, body: { value: { status: ['sleeping'], user: { all_: true, items_: [] } } } });
    expect(bad.status).toBe(400);
    expect((await server.request('PUT', '/page-states/monitorRealtimeFilter', { token: manager, body: { value: [1, 2] } })).status).toBe(400);
    expect((await server.request('GET', '/page-states/monitorRealtimeFilter', { token: manager })).body.payload).toEqual({ value });
  });
});
