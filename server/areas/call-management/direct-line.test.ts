import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { RegistererState, SessionState } from 'sip.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@/tests/support/eventually';
import { startTestServer, TEST_SECRET, type TestServer } from '@/tests/support/test-server';
import { demoTenantId, makeUser } from '@/tests/support/server-helpers';
import { readWav, rms, tone, toneLevel, wavFile } from '../telephony/media/wav';
import { carrierHeardOn, FAST_TIMINGS, phoneCredentials, TestPhone } from '../telephony/sip-test-harness';
import { startTelephony, type StartedTelephony } from '../telephony/start-telephony';

/**
 * A user's inbound call settings on the real SIP server and media path (spec 3 call management):
 * the carrier calls the user, our side rings their phone for the ring time, then forwards the call
 * (the carrier receives it) or plays the active greeting, beeps and mails the recorded message.
 * A Node sip.js phone stands in for the rep's browser; the Simulated carrier's caller leaves a
 * message when it hears the beep.
 */
let telephony: StartedTelephony;
let server: TestServer;
let origin: string;
let admin: string;
const phones: TestPhone[] = [];

beforeAll(async () => {
  telephony = await startTelephony({ secret: TEST_SECRET, domain: 'localhost', timings: FAST_TIMINGS, dataDir: await mkdtemp(path.join(os.tmpdir(), 'dialworks-direct-')) });
  server = await startTestServer({ telephony: telephony.options });
  origin = await server.app.listen(0);
  admin = await server.login('admin@demo.test');
}, 30_000);
afterAll(async () => {
  for (const p of phones) await p.stop();
  await server?.close();
  await telephony?.stop();
});

async function rep(tag: string, settings: Record<string, unknown>) {
  const user = await makeUser(server.db, await demoTenantId(server.db), { tag });
  const token = await server.login(user.email);
  const phone = new TestPhone(telephony.kamailio.wsServer, user.provisioningId, phoneCredentials(TEST_SECRET, user.provisioningId));
  phones.push(phone);
  expect(await phone.register()).toBe(RegistererState.Registered);
  const saved = await server.request('PUT', '/users/me/inbound-call-settings', {
    token,
    body: { isForwardingEnabled: false, forwardingNumber: '', incomingCallTimeout: 1, isMailboxEnabled: false, voicemailEmail: '', ...settings },
  });
  expect(saved.status).toBe(200);
  return { user, token, phone };
}
const callIn = async (userId: number, from: string) => {
  const res = await server.request('POST', '/admin/telephony/inbound-call', { token: admin, body: { userId, from } });
  expect(res.status).toBe(200);
  return res.body.payload.callId as string;
};
const mailTo = (address: string) => server.mail.messages.filter((m) => m.to.includes(address));
/** The voicemail.wav attached to a mail, decoded by a MIME parser. */
async function attachmentOf(source: Buffer): Promise<Buffer> {
  const wav = (await simpleParser(source)).attachments.find((a) => a.filename === 'voicemail.wav');
  if (!wav) throw new Error('no voicemail.wav attached');
  return wav.content;
}

describe('inbound call settings (spec 3)', () => {
  it('refuses a number outside the US, UK and Singapore, both forwarding and voicemail, and an unknown ring time, changing nothing', async () => {
    const { token } = await rep('settings', { isMailboxEnabled: true });
    const base = { isForwardingEnabled: true, forwardingNumber: '+12025550100', incomingCallTimeout: 20, isMailboxEnabled: false, voicemailEmail: '' };
    const bad = [{ forwardingNumber: '+33142685300' }, { isMailboxEnabled: true }, { incomingCallTimeout: 15 }, { forwardingNumber: '' }, { voicemailEmail: 'not-mail' }];
    for (const change of bad) expect((await server.request('PUT', '/users/me/inbound-call-settings', { token, body: { ...base, ...change } })).status, JSON.stringify(change)).toBe(400);
    const fr = await server.request('PUT', '/users/me/inbound-call-settings', { token, body: { ...base, forwardingNumber: '+33142685300' } });
    expect(fr.body.message).toContain('US, UK and Singapore only');
    expect((await server.request('GET', '/users/me/inbound-call-settings', { token })).body.payload).toMatchObject({ isMailboxEnabled: true, isForwardingEnabled: false, incomingCallTimeout: 1 });
  });

  it("makes only one's own greeting active", async () => {
    const { token } = await rep('greeting', {});
    const other = await rep('greeting-other', {});
    const created = await server.request('POST', '/telephony/predefined-messages', { token: other.token, body: { type: 'VOICEMAIL_GREETING', name: 'Theirs' } });
    expect(created.status).toBe(200);
    expect((await server.request('PUT', '/users/me/voicemail-greeting', { token, body: { mediaId: created.body.payload.message.id } })).status).toBe(404);
    expect((await server.request('GET', '/users/me/voicemail-greeting', { token })).body.payload).toEqual({ mediaId: null });
    // One's own is made active, and clicked again leaves none.
    const own = await server.request('POST', '/telephony/predefined-messages', { token, body: { type: 'VOICEMAIL_GREETING', name: 'Mine' } });
    const mediaId = own.body.payload.message.id as number;
    expect((await server.request('PUT', '/users/me/voicemail-greeting', { token, body: { mediaId } })).body.payload).toEqual({ mediaId });
    expect((await server.request('GET', '/users/me/voicemail-greeting', { token })).body.payload).toEqual({ mediaId });
    expect((await server.request('PUT', '/users/me/voicemail-greeting', { token, body: { mediaId: null } })).body.payload).toEqual({ mediaId: null });
    expect((await server.request('GET', '/users/me/voicemail-greeting', { token })).body.payload).toEqual({ mediaId: null });
  });
});

describe('a call the user does not answer (spec 3 inbound call settings)', () => {
  it('goes to voicemail: the active greeting, the beep, and the message mailed to the voicemail email as a WAV', async () => {
    const { user, token, phone } = await rep('voicemail', { isMailboxEnabled: true, voicemailEmail: 'voicemail-box@example.test' });
    // The active greeting: a 1.5 kHz tone the caller must hear before the beep.
    const created = await server.request('POST', '/telephony/predefined-messages', { token, body: { type: 'VOICEMAIL_GREETING', name: 'Tone greeting' } });
    const mediaId = created.body.payload.message.id as number;
    const upload = await fetch(`${origin}/api/media/predefined-messages/${mediaId}/audio`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/wav' },
      body: new Uint8Array(wavFile(tone(1500, 1200, 8000, 8000), 8000)),
    });
    expect(upload.status).toBe(200);
    expect((await server.request('PUT', '/users/me/voicemail-greeting', { token, body: { mediaId } })).body.payload).toEqual({ mediaId });

    const heard = carrierHeardOn(telephony.carrier, '+15550171');
    await callIn(user.id, '+15550171');
    // The phone rings for the ring time (1 s) and is not answered.
    const ringing = await phone.waitIncoming(8000);
    expect(ringing.request.from.uri.user).toBe('+15550171');
    const mail = await eventually(
      () => Promise.resolve(mailTo('voicemail-box@example.test')),
      (mails) => mails.length === 1,
      { ms: 30_000 },
    );
    expect(mail[0]!.raw).toContain('Subject: Voicemail from +15550171');
    const message = readWav(await attachmentOf(mail[0]!.source));
    expect(message.sampleRate).toBe(8000);
    expect(message.samples.length / 8000).toBeGreaterThan(2);
    expect(rms(message.samples)).toBeGreaterThan(300);

    // What the caller heard: the greeting's tone, then the beep.
    const callerHeard = readWav(await readFile((await heard).file)).samples;
    const levelAt = (frequency: number) => Math.max(...Array.from({ length: Math.floor(callerHeard.length / 1600) }, (_, i) => toneLevel(callerHeard.subarray(i * 1600, (i + 1) * 1600), frequency)));
    expect(levelAt(1500)).toBeGreaterThan(3000);
    expect(levelAt(1000)).toBeGreaterThan(5000);
  }, 60_000);

  it('is forwarded to the forwarding number, which the carrier receives', async () => {
    const { user, phone } = await rep('forward', { isForwardingEnabled: true, forwardingNumber: '+1 (202) 555-0142' });
    const forwarded = new Promise<string>((resolve) => {
      const listener = (call: { number: string }) => {
        if (call.number.replace(/\D/g, '') !== '12025550142') return;
        telephony.carrier.sipPeer!.off('call', listener);
        resolve(call.number);
      };
      telephony.carrier.sipPeer!.on('call', listener);
    });
    const before = server.mail.messages.length;
    await callIn(user.id, '+15550172');
    await phone.waitIncoming(8000);
    expect((await forwarded).replace(/\D/g, '')).toBe('12025550142');
    expect(server.mail.messages.length).toBe(before);
  }, 30_000);

  it('an answered call stays with the user: no forward, no voicemail', async () => {
    const { user, phone } = await rep('answers', { isMailboxEnabled: true, incomingCallTimeout: 10, voicemailEmail: 'never-box@example.test' });
    const released = carrierHeardOn(telephony.carrier, '+15550173');
    await callIn(user.id, '+15550173');
    const invitation = await phone.waitIncoming(8000);
    await invitation.accept();
    // Our side lets the caller go once the user answered (the carrier's call to it ends), and the user's call stays up.
    await released;
    await new Promise((r) => setTimeout(r, 1500));
    expect(invitation.state).toBe(SessionState.Established);
    await invitation.bye();
    await new Promise((r) => setTimeout(r, 500));
    expect(mailTo('never-box@example.test')).toHaveLength(0);
  }, 30_000);
});
