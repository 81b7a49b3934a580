import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { RegistererState, type Invitation } from 'sip.js';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACD_SIP_HEADERS, QUEUE_MEMBER_UNKNOWN, QUEUE_NUMBER_TAKEN, QUEUE_SCHEDULE_UNKNOWN, type Presence, type QueueMonitorRow } from '@/src/contract';
import { eventually } from '@/tests/support/eventually';
import { startTestServer, TEST_SECRET, type TestServer } from '@/tests/support/test-server';
import { demoTenantId, makeUser } from '@/tests/support/server-helpers';
import { activities } from '../../db/schema';
import { createTenant } from '../../seed/tenant-factory';
import { readWav, rms } from '../telephony/media/wav';
import { carrierHeardOn, FAST_TIMINGS, phoneCredentials, TestPhone } from '../telephony/sip-test-harness';
import { startTelephony, type StartedTelephony } from '../telephony/start-telephony';

/**
 * Inbound ACD queues on the real SIP server and media path: the carrier calls a queue's number,
 * the ACD answers and plays the hold audio, then puts the caller through (REFER) to the member idle
 * the longest; a caller who hangs up while waiting is abandoned. Node sip.js phones stand in for
 * the reps' browsers; each rep is "logged in" the way the extension is: an /updates socket and the
 * phone's report.
 */
let telephony: StartedTelephony;
let server: TestServer;
let origin: string;
let admin: string;
let manager: string;
const sockets: Socket[] = [];
const phones: TestPhone[] = [];

interface Agent {
  id: number;
  token: string;
  phone: TestPhone;
}

beforeAll(async () => {
  telephony = await startTelephony({ secret: TEST_SECRET, domain: 'localhost', timings: FAST_TIMINGS, dataDir: await mkdtemp(path.join(os.tmpdir(), 'dialworks-acd-')) });
  server = await startTestServer({ telephony: telephony.options });
  origin = await server.app.listen(0);
  [admin, manager] = await Promise.all([server.login('admin@demo.test'), server.login('manager@demo.test')]);
}, 30_000);
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const p of phones) await p.stop();
  await server?.close();
  await telephony?.stop();
});

async function agent(tag: string): Promise<Agent> {
  const user = await makeUser(server.db, await demoTenantId(server.db), { tag });
  const token = await server.login(user.email);
  const phone = new TestPhone(telephony.kamailio.wsServer, user.provisioningId, phoneCredentials(TEST_SECRET, user.provisioningId));
  phones.push(phone);
  expect(await phone.register()).toBe(RegistererState.Registered);
  return { id: user.id, token, phone };
}

/**
 * The extension's way of being logged in: its /updates socket, and the phone saying it is registered. Signed in, a
 * rep is On Break (spec 1: away after login); like a rep in the header, they then choose Available for queue calls.
 */
async function logIn(a: Agent, choose: Presence | null = 'available') {
  const socket = connect(`${origin}/updates`, { auth: { token: a.token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
  await report(a, null);
  if (choose) await setPresence(a, choose);
}
const setPresence = async (a: Agent, presence: Presence) => expect((await server.request('PUT', '/session/status', { token: a.token, body: { presence } })).status).toBe(200);
const readiness = async (a: Agent) => (await server.request('GET', '/acd/agents/me', { token: a.token })).body.payload.status as string;
const report = (a: Agent, call: { callId: string; state: 'ringing' | 'talking'; queueId: number | null } | null) =>
  server.request('PUT', '/monitor/agents/me', {
    token: a.token,
    body: { registered: true, call: call && { ...call, direction: 'in', number: '+15550123', contactId: null, listId: null, startedAt: Date.now() } },
  });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createQueue(body: Record<string, unknown>) {
  const res = await server.request('POST', '/admin/acd/queues', { token: admin, body });
  expect(res.status).toBe(200);
  return res.body.payload as { id: number; phoneNumber: string };
}
const callIn = async (to: string, from: string) => {
  const res = await server.request('POST', '/admin/telephony/inbound-call', { token: admin, body: { to, from } });
  expect(res.status).toBe(200);
  return res.body.payload.callId as string;
};
const monitorRow = async (queueId: number) => ((await server.request('GET', '/monitor/queues', { token: manager })).body.payload.queues as QueueMonitorRow[]).find((q) => q.id === queueId)!;
const entriesOf = (queueId: number) =>
  server.db
    .select()
    .from(activities)
    .where(eq(activities.kind, 'queue'))
    .then((rows) => rows.filter((r) => r.data.queueId === queueId));

/** Answers the agent's phone when the queue call rings, reporting ringing then talking as the extension does. */
async function answerQueueCall(a: Agent, queueId: number): Promise<Invitation> {
  const invitation = await a.phone.waitIncoming(8000);
  await report(a, { callId: invitation.request.callId, state: 'ringing', queueId });
  await invitation.accept();
  await report(a, { callId: invitation.request.callId, state: 'talking', queueId });
  return invitation;
}

describe('inbound ACD queues (#17; spec 3 queue monitor)', () => {
  it('puts a caller through to the member idle the longest, after the hold audio; the entry is processed with wait and talk times', async () => {
    const [first, second] = [await agent('acd-first'), await agent('acd-second')];
    // The second logs in first: idle the longest.
    await logIn(second);
    await pause(50);
    await logIn(first);
    const queue = await createQueue({ name: 'Sales line', phoneNumber: '+15557770001', memberIds: [first.id, second.id], ringSeconds: 10, wrapUpSeconds: 1 });

    const heard = carrierHeardOn(telephony.carrier, '+15550123');
    await callIn(queue.phoneNumber, '+15550123');
    expect(
      (
        await eventually(
          () => monitorRow(queue.id),
          (row) => row.waiting === 1,
        )
      ).waiting,
    ).toBe(1);
    // The caller waits a little while the second's phone rings.
    const invitation = await second.phone.waitIncoming(8000);
    expect(invitation.request.getHeader(ACD_SIP_HEADERS.queue)).toBe(String(queue.id));
    expect(invitation.request.from.uri.user).toBe('+15550123');
    expect(first.phone.incoming).toHaveLength(0);
    await report(second, { callId: invitation.request.callId, state: 'ringing', queueId: queue.id });
    await pause(1200);
    await invitation.accept();
    await report(second, { callId: invitation.request.callId, state: 'talking', queueId: queue.id });

    // The ACD's side of the call ends once the agent answered: what the caller heard there is the hold audio.
    const held = readWav(await readFile((await heard).file));
    expect(held.samples.length / 8000).toBeGreaterThan(1);
    expect(rms(held.samples)).toBeGreaterThan(300);

    const processed = await eventually(
      () => entriesOf(queue.id),
      (rows) => rows[0]?.data.outcome === 'processed',
    );
    expect(processed[0]).toMatchObject({ userId: second.id, direction: 'in', contactId: null });
    expect(processed[0]!.data).toMatchObject({ queueName: 'Sales line', from: '+15550123', to: '+15557770001' });
    expect(processed[0]!.data.waitSeconds).toBeGreaterThanOrEqual(1);

    await pause(1100);
    await invitation.bye();
    await report(second, null);
    const talked = await eventually(
      () => entriesOf(queue.id),
      (rows) => typeof rows[0]?.data.talkSeconds === 'number',
    );
    expect(talked[0]!.data.talkSeconds).toBeGreaterThanOrEqual(1);
    expect(talked[0]!.data.agentCallId).toBe(invitation.request.callId);

    // The queue monitor counts what happened; the agent is in wrap-up for a second, then available.
    const row = await monitorRow(queue.id);
    expect(row).toMatchObject({ name: 'Sales line', total: 2, active: 2, waiting: 0, enterToday: 1, acceptToday: 1, abandonToday: 0 });
    expect(row.avgWaitTimeToday).toBe(processed[0]!.data.waitSeconds);
    expect(row.avgHandleTimeToday).toBe(talked[0]!.data.talkSeconds);
    const agents = (await server.request('GET', `/monitor/queues/${queue.id}/agents`, { token: manager })).body.payload.agents;
    expect(agents.find((a: { user: { id: number } }) => a.user.id === second.id).status).toBe('wrapup');
    await pause(1100);
    const after = (await server.request('GET', `/monitor/queues/${queue.id}/agents`, { token: manager })).body.payload.agents;
    expect(after.map((a: { status: string }) => a.status)).toEqual(['ready', 'ready']);

    // The next caller goes to the first: idle longer now than the second, who just talked.
    await callIn(queue.phoneNumber, '+15550124');
    const next = await answerQueueCall(first, queue.id);
    expect(next.request.from.uri.user).toBe('+15550124');
    expect(second.phone.incoming).toHaveLength(0);
    await next.bye();
    await report(first, null);
  });

  it('offers the caller to the next member when one does not answer, and never to a member on break', async () => {
    const [busy, onBreak, willing] = [await agent('acd-busy'), await agent('acd-break'), await agent('acd-willing')];
    for (const a of [busy, onBreak, willing]) await logIn(a);
    expect(await readiness(onBreak)).toBe('ready');
    // On Break in the header: paused for the queues.
    await setPresence(onBreak, 'away');
    expect(await readiness(onBreak)).toBe('paused');
    const queue = await createQueue({ name: 'Support', phoneNumber: '+15557770002', memberIds: [busy.id, onBreak.id, willing.id], ringSeconds: 10, wrapUpSeconds: 0 });
    const agents = (await server.request('GET', `/monitor/queues/${queue.id}/agents`, { token: manager })).body.payload.agents;
    expect(agents.find((a: { user: { id: number } }) => a.user.id === onBreak.id)).toMatchObject({ status: 'paused', presence: 'away' });

    await callIn(queue.phoneNumber, '+15550125');
    // busy logged in first: offered first, and declines.
    const declined = await busy.phone.waitIncoming(8000);
    await declined.reject({ statusCode: 486 });
    const taken = await answerQueueCall(willing, queue.id);
    expect(taken.request.getHeader(ACD_SIP_HEADERS.entry)).toMatch(/^\d+$/);
    expect(onBreak.phone.incoming).toHaveLength(0);
    await taken.bye();
    await report(willing, null);
    expect(await monitorRow(queue.id)).toMatchObject({ available: 2, break: 1, acceptToday: 1 });
  });

  it('keeps a caller waiting while nobody is ready, and writes an abandoned entry when they hang up', async () => {
    const member = await agent('acd-paused');
    await logIn(member);
    // An API client's way of going on break: the presence becomes away.
    expect((await server.request('PUT', '/acd/agents/me', { token: member.token, body: { status: 'paused' } })).body.payload).toEqual({ status: 'paused' });
    expect((await server.request('GET', '/session/status', { token: member.token })).body.payload.presence).toBe('away');
    const queue = await createQueue({ name: 'After hours', phoneNumber: '+15557770003', memberIds: [member.id] });
    const callId = await callIn(queue.phoneNumber, '+15550126');
    const waiting = await eventually(
      () => monitorRow(queue.id),
      (row) => row.waiting === 1 && row.maxWaiting >= 2,
    );
    expect(waiting).toMatchObject({ waiting: 1, break: 1, available: 0, enterToday: 1 });
    expect((await entriesOf(queue.id))[0]!.data.outcome).toBe('waiting');
    expect((await server.request('DELETE', `/admin/telephony/inbound-call/${encodeURIComponent(callId)}`, { token: admin })).status).toBe(200);
    const abandoned = await eventually(
      () => entriesOf(queue.id),
      (rows) => rows[0]?.data.outcome === 'abandoned',
    );
    expect(abandoned[0]!.data.waitSeconds).toBeGreaterThanOrEqual(2);
    expect(abandoned[0]!.userId).toBeNull();
    expect(await monitorRow(queue.id)).toMatchObject({ waiting: 0, enterToday: 1, abandonToday: 1, acceptToday: 0 });
    expect(member.phone.incoming).toHaveLength(0);
  });

  it('does not offer a caller to a rep just signed in (On Break), and offers them once the rep chooses Available', async () => {
    const member = await agent('acd-comes-back');
    await logIn(member, null);
    expect(await readiness(member)).toBe('paused');
    const queue = await createQueue({ name: 'Back soon', phoneNumber: '+15557770009', memberIds: [member.id], ringSeconds: 10, wrapUpSeconds: 0 });
    await callIn(queue.phoneNumber, '+15550129');
    expect(
      await eventually(
        () => monitorRow(queue.id),
        (row) => row.waiting === 1 && row.maxWaiting >= 1,
      ),
    ).toMatchObject({ waiting: 1, break: 1, available: 0 });
    expect(member.phone.incoming).toHaveLength(0);
    await setPresence(member, 'available');
    const taken = await answerQueueCall(member, queue.id);
    expect(taken.request.from.uri.user).toBe('+15550129');
    await taken.bye();
    await report(member, null);
  });

  it('plays the schedule message outside the schedule and ends the call without an entry', async () => {
    const member = await agent('acd-closed');
    await logIn(member);
    // Open only on a day that is not today (in the tenant's zone, a day either side is still not today).
    const today = new Date().getUTCDay() === 0 ? 7 : new Date().getUTCDay();
    const open = ((today + 2) % 7) + 1;
    expect((await server.request('POST', '/admin/settings/schedules', { token: admin, body: { name: 'Another day', days: { [String(open)]: [{ start: 0, end: 3_600_000 }] } } })).status).toBe(200);
    const queue = await createQueue({ name: 'Closed', phoneNumber: '+15557770004', memberIds: [member.id], scheduleName: 'Another day' });
    const heard = carrierHeardOn(telephony.carrier, '+15550127');
    await callIn(queue.phoneNumber, '+15550127');
    const wav = readWav(await readFile((await heard).file));
    // The spoken notice, then the ACD hung up.
    expect(wav.samples.length / 8000).toBeGreaterThan(2);
    expect(rms(wav.samples)).toBeGreaterThan(300);
    expect(await entriesOf(queue.id)).toHaveLength(0);
    expect(member.phone.incoming).toHaveLength(0);
  });
});

describe('queue settings and the queue monitor: validation and tenancy', () => {
  it('refuses a number another queue has, a member of another tenant, and an unknown schedule, changing nothing', async () => {
    const other = await createTenant(server.db, `Other ${Date.now()}`);
    const stranger = await makeUser(server.db, other.id, { tag: 'acd-stranger' });
    const queue = await createQueue({ name: 'Unique', phoneNumber: '+15557770005', memberIds: [] });
    const taken = await server.request('POST', '/admin/acd/queues', { token: admin, body: { name: 'Copy', phoneNumber: '+15557770005', memberIds: [] } });
    expect(taken).toMatchObject({ status: 409, body: { message: QUEUE_NUMBER_TAKEN } });
    const foreign = await server.request('PUT', `/admin/acd/queues/${queue.id}`, { token: admin, body: { name: 'Unique', phoneNumber: '+15557770005', memberIds: [stranger.id] } });
    expect(foreign).toMatchObject({ status: 400, body: { message: QUEUE_MEMBER_UNKNOWN } });
    const unknown = await server.request('POST', '/admin/acd/queues', { token: admin, body: { name: 'Short', phoneNumber: '+15557770006', memberIds: [], scheduleName: 'No such week' } });
    expect(unknown).toMatchObject({ status: 400, body: { message: QUEUE_SCHEDULE_UNKNOWN } });
    expect((await server.request('GET', `/admin/acd/queues/${queue.id}`, { token: admin })).body.payload).toMatchObject({ memberIds: [], name: 'Unique' });
    const names = ((await server.request('GET', '/acd/queues', { token: admin })).body.payload.queues as { name: string }[]).map((q) => q.name);
    expect(names).not.toContain('Short');
    expect(names).not.toContain('Copy');
  });

  it('keeps queues to their tenant, queue settings to admins and the queue monitor to monitor read', async () => {
    const queue = await createQueue({ name: 'Private', phoneNumber: '+15557770007', memberIds: [] });
    const other = await createTenant(server.db, `Elsewhere ${Date.now()}`);
    const outsider = await makeUser(server.db, other.id, { tag: 'acd-outsider', role: 'admin' });
    const token = await server.login(outsider.email);
    expect((await server.request('GET', `/admin/acd/queues/${queue.id}`, { token })).status).toBe(404);
    expect((await server.request('GET', `/monitor/queues/${queue.id}/agents`, { token })).status).toBe(404);
    expect(((await server.request('GET', '/monitor/queues', { token })).body.payload.queues as unknown[]).length).toBe(0);
    // Nobody of another tenant makes our queue ring.
    expect((await server.request('POST', '/admin/telephony/inbound-call', { token, body: { to: queue.phoneNumber, from: '+15550128' } })).status).toBe(404);
    const rep = await server.login('rep@demo.test');
    expect((await server.request('GET', '/monitor/queues', { token: rep })).status).toBe(403);
    expect((await server.request('POST', '/admin/acd/queues', { token: rep, body: { name: 'Mine', phoneNumber: '+15557770008', memberIds: [] } })).status).toBe(403);
  });
});
