import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RegistererState } from 'sip.js';
import { io as connect } from 'socket.io-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@/tests/support/eventually';
import { startTestServer, TEST_SECRET, type TestServer } from '@/tests/support/test-server';
import { decodeToChannels } from './media/audio-encoder';
import { readWav, rms, trimSilence } from './media/wav';
import { readFile } from 'node:fs/promises';
import { carrierHeardOn, FAST_TIMINGS, phoneCredentials, TestPhone } from './sip-test-harness';
import { startTelephony, type StartedTelephony } from './start-telephony';
import { CALL_NOT_ANSWERED } from '../monitor/listen-service';
import { INVALID_GRANT } from '../monitor/coach-grants';
import { createTenant } from '../../seed/tenant-factory';
import { makeUser } from '@/tests/support/server-helpers';

/**
 * The routes that act on a call on the media relay. record_call: a call to a number is recorded by rtpengine, not the browser, and
 * becomes a stereo file (channel 1 the rep, channel 2 the far side) with its analysis. A Node sip.js
 * phone stands in for the rep's browser: it sends no audio, so channel 1 is silent here (the
 * end-to-end test in Chromium checks the rep's tone on it). Leave message: the voice message is
 * played to the far side.
 */
let telephony: StartedTelephony;
let server: TestServer;
let rep: { token: string; phone: TestPhone };
let manager: string;

beforeAll(async () => {
  telephony = await startTelephony({ secret: TEST_SECRET, domain: 'localhost', timings: FAST_TIMINGS, dataDir: await mkdtemp(path.join(os.tmpdir(), 'dialworks-relay-rec-')) });
  server = await startTestServer({ telephony: telephony.options });
  const token = await server.login('rep@demo.test');
  const user = ((await server.request('GET', '/session', { token })).body.payload as { userProvisioningId: string }).userProvisioningId;
  rep = { token, phone: new TestPhone(telephony.kamailio.wsServer, user, phoneCredentials(TEST_SECRET, user)) };
  expect(await rep.phone.register()).toBe(RegistererState.Registered);
  manager = await server.login('manager@demo.test');
});
afterAll(async () => {
  await rep?.phone.stop();
  await server?.close();
  await telephony?.stop();
});

const record = (callId: string, action: 'start' | 'stop', token = rep.token) => server.request('POST', `/telephony/calls/${encodeURIComponent(callId)}/record`, { token, body: { action } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let origin: Promise<string> | null = null;
/** An /updates socket of the user (the server knows a phone's live call while its socket is open). */
async function updatesSocket(token: string) {
  origin ??= server.app.listen(0);
  const socket = connect(`${await origin}/updates`, { auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
  return socket;
}

describe('record_call on the media relay', () => {
  it('records a call to a number on the relay: a stereo Opus file whose channel 2 holds what the far side said', async () => {
    const { inviter, outcome } = await rep.phone.call('+15550421');
    expect(await outcome).toMatchObject({ established: true });
    const callId = inviter.request.callId;
    expect((await record(callId, 'start')).body.payload).toEqual({ where: 'relay', recording: null });
    // The person's 'Hello?' comes within the first 1.5 s; then they wait for the rep.
    await pause(2500);
    const stopped = await record(callId, 'stop');
    expect(stopped.status).toBe(200);
    const recording = stopped.body.payload.recording;
    expect(recording).toMatchObject({ callId, source: 'relay', mimeType: 'audio/ogg' });
    expect(recording.durationMs).toBeGreaterThan(2000);
    expect(recording.durationMs).toBeLessThan(3500);
    await inviter.bye();

    const file = await server.app.fastify.inject({ method: 'GET', url: `/api/media/recording/${recording.mediaName}`, headers: { authorization: `Bearer ${rep.token}` } });
    expect(file.statusCode).toBe(200);
    const { left, right } = await decodeToChannels(file.rawPayload);
    expect(rms(right)).toBeGreaterThan(300);
    expect(rms(left)).toBeLessThan(50);

    const analysis = (await server.request('GET', `/telephony/recordings/${recording.mediaName}/analysis`, { token: rep.token })).body.payload;
    expect(analysis.channels.map((c: { name: string }) => c.name)).toEqual(['rep', 'far']);
    expect(analysis.channels[0].talk).toEqual([]);
    expect(analysis.channels[1].talk.length).toBeGreaterThan(0);
    expect(analysis.channels[1].talk[0].startMs).toBeLessThan(1500);
    expect(analysis.channels[1].peaks.length).toBe(Math.ceil((recording.durationMs / 1000) * 20));
  });

  it('keeps the recording when the call ends while it records (no stop needed)', async () => {
    const { inviter, outcome } = await rep.phone.call('+15550422');
    expect(await outcome).toMatchObject({ established: true });
    const callId = inviter.request.callId;
    expect((await record(callId, 'start')).body.payload.where).toBe('relay');
    await pause(1500);
    await inviter.bye();
    const saved = await eventually(
      async () => (await server.request('GET', `/telephony/calls/${encodeURIComponent(callId)}/recordings`, { token: rep.token })).body.payload.recordings,
      (list: unknown[]) => list.length > 0,
      { ms: 5000 },
    );
    expect(saved[0]).toMatchObject({ source: 'relay', callId });
  });

  it("refuses another user's call with 403 and changes nothing", async () => {
    const { inviter, outcome } = await rep.phone.call('+15550423');
    expect(await outcome).toMatchObject({ established: true });
    const callId = inviter.request.callId;
    const refused = await record(callId, 'start', manager);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Not your call');
    await inviter.bye();
    await pause(300);
    expect((await server.request('GET', `/telephony/calls/${encodeURIComponent(callId)}/recordings`, { token: rep.token })).body.payload.recordings).toEqual([]);
  });

  it('answers "browser" for the caller\'s own call that is not on the relay (calls between browsers record in the phone)', async () => {
    const socket = await updatesSocket(rep.token);
    const call = { callId: 'between-browsers-1', direction: 'out', state: 'talking', number: '1002', contactId: null, listId: null, queueId: null, startedAt: Date.now() };
    expect((await server.request('PUT', '/monitor/agents/me', { token: rep.token, body: { registered: true, call } })).status).toBe(200);
    expect((await record('between-browsers-1', 'start')).body.payload).toEqual({ where: 'browser', recording: null });
    expect((await record('between-browsers-1', 'stop')).body.payload).toEqual({ where: 'browser', recording: null });
    // record_call is the caller's own call only: another user's live call between browsers is 403.
    const refused = await record('between-browsers-1', 'start', manager);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Not your call');
    socket.disconnect();
  });

  it('record_call answers 404 for a call id nobody has (made up, or over)', async () => {
    for (const action of ['start', 'stop'] as const) {
      const unknown = await record('made-up-call-id', action);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Call not found');
    }
  });

  it('a bad action is a 400, and the analysis of an unknown recording a 404', async () => {
    expect((await server.request('POST', '/telephony/calls/x/record', { token: rep.token, body: { action: 'pause' } })).status).toBe(400);
    expect((await server.request('GET', '/telephony/recordings/nope.ogg/analysis', { token: rep.token })).status).toBe(404);
  });
});

const heardOn = (number: string) => carrierHeardOn(telephony.carrier, number);

describe('leave message on a call through the relay', () => {
  it('plays the voice message to the far side and answers its length; the carrier hears speech for that long', async () => {
    const messages = (await server.request('GET', '/telephony/predefined-messages', { token: rep.token })).body.payload.userPredefinedMessages as { id: number; name: string }[];
    const message = messages.find((m) => m.name === 'Callback request')!;
    const heard = heardOn('+15550436');
    const { inviter, outcome } = await rep.phone.call('+15550436');
    expect(await outcome).toMatchObject({ established: true });
    const callId = inviter.request.callId;
    const left = await server.request('POST', `/telephony/calls/${encodeURIComponent(callId)}/voice-message`, { token: rep.token, body: { mediaId: message.id } });
    expect(left.status).toBe(200);
    expect(left.body.payload).toMatchObject({ callId, mediaId: message.id, name: 'Callback request' });
    const playedMs = left.body.payload.playedMs as number;
    // 'Hi, it is Riley. Please give me a call back today. Thanks.' spoken: a few seconds.
    expect(playedMs).toBeGreaterThan(2000);
    expect(playedMs).toBeLessThan(8000);
    await pause(playedMs + 300);
    await inviter.bye();
    const wav = readWav(await readFile((await heard).file));
    // An answering machine (number ending 6) listens: what it heard in the message's time is speech for about its length.
    const spoken = trimSilence(wav.samples.subarray(Math.max(0, wav.samples.length - Math.round(((playedMs + 300) * 8000) / 1000))), 300);
    expect((spoken.length / 8000) * 1000).toBeGreaterThan(playedMs - 600);
    expect(rms(spoken)).toBeGreaterThan(300);
  });

  it("someone else's call is refused with 403 and nothing is written", async () => {
    const { inviter, outcome } = await rep.phone.call('+15550432');
    expect(await outcome).toMatchObject({ established: true });
    const messages = (await server.request('GET', '/telephony/predefined-messages', { token: manager })).body.payload.userPredefinedMessages as { id: number }[];
    const refused = await server.request('POST', `/telephony/calls/${encodeURIComponent(inviter.request.callId)}/voice-message`, { token: manager, body: { mediaId: messages[0]!.id } });
    expect(refused.status).toBe(403);
    const [row] = await server.db.execute<{ n: number }>(sql`select count(*)::int as n from telephony_calls where id = ${inviter.request.callId}`).then((r) => r.rows);
    expect(row!.n).toBe(0);
    await inviter.bye();
  });
});

describe('listening to a call on the relay (monitor read)', () => {
  it('offers a supervisor a listen-only WebRTC copy of a rep’s call: one send-only stream per party, each its own ICE and DTLS', async () => {
    const { inviter, outcome } = await rep.phone.call('+15550441');
    expect(await outcome).toMatchObject({ established: true });
    const callId = encodeURIComponent(inviter.request.callId);
    const offer = await server.request('POST', `/monitor/calls/${callId}/listen`, { token: manager });
    expect(offer.status).toBe(200);
    const { streams, listenerId, userId } = offer.body.payload as { streams: { party: string; sdp: string }[]; listenerId: string; userId: number };
    expect(userId).toBe(((await server.request('GET', '/session', { token: rep.token })).body.payload as { userId: number }).userId);
    // One offer per party, each a single send-only WebRTC stream.
    expect(streams.map((s) => s.party)).toEqual(['rep', 'far']);
    for (const { sdp } of streams) {
      expect(sdp.match(/^m=audio \d+ UDP\/TLS\/RTP\/SAVPF/gm)).toHaveLength(1);
      expect(sdp.match(/^a=sendonly/gm)).toHaveLength(1);
      expect(sdp).toMatch(/^a=fingerprint:sha-256 /m);
      expect(sdp).toMatch(/^a=candidate:.* 127\.0\.0\.1 /m);
      // The relay is ICE-lite toward the listener, so the browser controls ICE and nominates.
      expect(sdp).toMatch(/^a=ice-lite/m);
    }
    // Only the supervisor who opened it may answer or stop it; an answer names each party once.
    const admin = await server.login('admin@demo.test');
    expect((await server.request('PUT', `/monitor/calls/${callId}/listen/${listenerId}`, { token: admin, body: { answers: [{ party: 'rep', sdp: 'v=0 something' }] } })).status).toBe(404);
    const twice = await server.request('PUT', `/monitor/calls/${callId}/listen/${listenerId}`, {
      token: manager,
      body: {
        answers: [
          { party: 'rep', sdp: 'v=0 something' },
          { party: 'rep', sdp: 'v=0 something' },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect((await server.request('DELETE', `/monitor/calls/${callId}/listen/${listenerId}`, { token: admin })).status).toBe(404);
    expect((await server.request('DELETE', `/monitor/calls/${callId}/listen/not-a-listener`, { token: manager })).status).toBe(404);
    expect((await server.request('DELETE', `/monitor/calls/${callId}/listen/${listenerId}`, { token: manager })).body.payload).toEqual({ listening: false });
    await inviter.bye();
  });

  it('refuses a rep without monitor read (403), a call that is not there (404), a call not answered yet and one’s own call (409)', async () => {
    const { inviter, outcome } = await rep.phone.call('+15550442');
    expect(await outcome).toMatchObject({ established: true });
    expect((await server.request('POST', `/monitor/calls/${encodeURIComponent(inviter.request.callId)}/listen`, { token: rep.token })).status).toBe(403);
    expect((await server.request('POST', '/monitor/calls/no-such-call/listen', { token: manager })).status).toBe(404);
    await inviter.bye();

    // A call still ringing: the relay has the rep's side only, so there is nothing to listen to yet.
    const ringing = await rep.phone.call('+15550448');
    const early = await eventually(
      () => server.request('POST', `/monitor/calls/${encodeURIComponent(ringing.inviter.request.callId)}/listen`, { token: manager }),
      (r) => r.status !== 404,
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(CALL_NOT_ANSWERED);
    await ringing.inviter.cancel();

    const session = (await server.request('GET', '/session', { token: manager })).body.payload as { userProvisioningId: string };
    const managerPhone = new TestPhone(telephony.kamailio.wsServer, session.userProvisioningId, phoneCredentials(TEST_SECRET, session.userProvisioningId));
    expect(await managerPhone.register()).toBe(RegistererState.Registered);
    try {
      const own = await managerPhone.call('+15550443');
      expect(await own.outcome).toMatchObject({ established: true });
      const refused = await server.request('POST', `/monitor/calls/${encodeURIComponent(own.inviter.request.callId)}/listen`, { token: manager });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('A user cannot monitor their own call.');
      await own.inviter.bye();
    } finally {
      await managerPhone.stop();
    }
  });
});

describe('coaching a call (whisper and join: a grant for the supervisor’s phone to call the rep’s)', () => {
  it('grants a supervisor a one-time call to the rep’s phone, confirmed only to that rep, once', async () => {
    const { inviter, outcome } = await rep.phone.call('+15550451');
    expect(await outcome).toMatchObject({ established: true });
    const callId = inviter.request.callId;
    const granted = await server.request('POST', `/monitor/calls/${encodeURIComponent(callId)}/coach`, { token: manager });
    expect(granted.status).toBe(200);
    const session = (await server.request('GET', '/session', { token: rep.token })).body.payload as { userId: number; userProvisioningId: string };
    expect(granted.body.payload).toMatchObject({ target: session.userProvisioningId, dial: `*55${session.userId}` });
    const grant = granted.body.payload.grant as string;
    // Another user of the tenant cannot use it; the rep can, once.
    const admin = await server.login('admin@demo.test');
    expect((await server.request('POST', '/monitor/coach/verify', { token: admin, body: { grant } })).status).toBe(403);
    const verified = await server.request('POST', '/monitor/coach/verify', { token: rep.token, body: { grant } });
    expect(verified.body.payload).toEqual({ callId, supervisor: { id: expect.any(Number), name: expect.stringContaining('Manager') } });
    const again = await server.request('POST', '/monitor/coach/verify', { token: rep.token, body: { grant } });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(INVALID_GRANT);
    expect((await server.request('POST', '/monitor/coach/verify', { token: rep.token, body: { grant: 'made-up-grant-of-some-length' } })).status).toBe(403);
    // A rep cannot ask for one; a supervisor of another tenant does not find the call, to coach or to listen.
    expect((await server.request('POST', `/monitor/calls/${encodeURIComponent(callId)}/coach`, { token: rep.token })).status).toBe(403);
    const other = await createTenant(server.db, 'Coach Outsider Co');
    const outsider = await server.login((await makeUser(server.db, other.id, { tag: 'coach-out', role: 'manager' })).email);
    expect((await server.request('POST', `/monitor/calls/${encodeURIComponent(callId)}/coach`, { token: outsider })).status).toBe(404);
    expect((await server.request('POST', `/monitor/calls/${encodeURIComponent(callId)}/listen`, { token: outsider })).status).toBe(404);
    await inviter.bye();
  });
});

describe('a supervisor’s browser going away mid-listen', () => {
  it('ends only the listening (the relay’s subscriptions), never the rep’s call', async () => {
    const socket = await updatesSocket(manager);
    const { inviter, outcome } = await rep.phone.call('+15550461');
    expect(await outcome).toMatchObject({ established: true });
    const callId = inviter.request.callId;
    expect((await server.request('POST', `/monitor/calls/${encodeURIComponent(callId)}/listen`, { token: manager })).status).toBe(200);
    /** The relay's pub/sub subscribers of the call's parties. */
    const subscribers = async () => {
      const query = await telephony.rtpengine!.ng.request('query', { 'call-id': callId });
      return Object.values(query.tags as Record<string, { subscribers?: { type: string }[] }>).flatMap((t) => (t.subscribers ?? []).filter((x) => x.type === 'pub/sub')).length;
    };
    expect(await subscribers()).toBe(2);
    socket.disconnect();
    expect(await eventually(subscribers, (n) => n === 0)).toBe(0);
    // The rep's call goes on.
    expect(inviter.state).toBe('Established');
    await inviter.bye();
  });
});
