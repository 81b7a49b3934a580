import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, contactPhones, contacts, predefinedMessages, tenantTelephonySettings, telephonyCalls } from '../../db/schema';
import { createTenant } from '../../seed/tenant-factory';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoTenantId, makeUser, userByEmail } from '@/tests/support/server-helpers';

let server: TestServer;
let rep: string;
let rep2: string;
let admin: string;
let otherTenantToken: string;
let demoTenant: number;
let otherTenant: number;
let contact: { id: number; number: string };
let otherContactId: number;

beforeAll(async () => {
  server = await startTestServer();
  rep = await server.login('rep@demo.test');
  rep2 = await server.login('rep2@demo.test');
  admin = await server.login('admin@demo.test');
  demoTenant = await demoTenantId(server.db);
  const tenant = await createTenant(server.db, 'Other Telephony Co');
  otherTenant = tenant.id;
  const outsider = await makeUser(server.db, otherTenant, { tag: 'tel-outsider', role: 'admin' });
  otherTenantToken = await server.login(outsider.email);
  const [row] = await server.db
    .select({ id: contacts.id, number: contactPhones.number })
    .from(contactPhones)
    .innerJoin(contacts, eq(contacts.id, contactPhones.contactId))
    .where(eq(contactPhones.tenantId, demoTenant))
    .limit(1);
  contact = row!;
  const [other] = await server.db.insert(contacts).values({ tenantId: otherTenant, firstName: 'Out', lastName: 'Sider' }).returning();
  otherContactId = other!.id;
  await server.db.insert(contactPhones).values({ tenantId: otherTenant, contactId: other!.id, number: contact.number, type: 'work', isPrimary: true });
});
afterAll(() => server.close());

const callsOutToday = async (token: string) => {
  const res = await server.request('GET', '/metrics/activity-metrics/currentDay', { token });
  return (res.body.payload.metrics as { type: string; value: number }[]).find((m) => m.type === 'callsOut')!.value;
};

describe('sip config and settings', () => {
  it('needs a session', async () => {
    expect((await server.request('GET', '/telephony/sip-config')).status).toBe(401);
    expect((await server.request('GET', '/telephony/settings')).status).toBe(401);
  });

  it('names the SIP server, the domain and the Simulated carrier, with no ICE servers on loopback', async () => {
    const res = await server.request('GET', '/telephony/sip-config', { token: rep });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ domain: 'localhost', iceServers: [], registerExpires: 360, carrier: { name: 'Simulated carrier', simulated: true } });
    expect(res.body.payload.wsServer).toMatch(/^wss?:\/\//);
  });

  it('gives the spec defaults and the user number on the carrier', async () => {
    const res = await server.request('GET', '/telephony/settings', { token: rep });
    expect(res.body.payload).toMatchObject({
      connectionType: 'soft',
      dialingPlanCountry: 'US',
      simultaneousCallLimit: 2,
      outboundCallLimit: 2,
      preventMultipleContactCalls: { enabled: false, interval: 15 },
      acl: { mandatoryCallResult: { enabled: false, time: 30 }, enablePstn: false },
      parallel: { maximumRingingLength: 30 },
    });
    expect(res.body.payload.userPhoneNumber).toMatch(/^\+1555\d{6}0$/);
  });

  it('reads the tenant settings, falls back to 30 s when the countdown is not positive, and serves a stored ringing length outside 15-45 within it (spec 3)', async () => {
    await server.db
      .insert(tenantTelephonySettings)
      .values({
        tenantId: otherTenant,
        settings: { preventMultipleContactCalls: { enabled: true, interval: 5 }, mandatoryCallResult: { enabled: true, time: 0, automaticMove: true }, maximumRingingLength: 12 },
      });
    const res = await server.request('GET', '/telephony/settings', { token: otherTenantToken });
    expect(res.body.payload).toMatchObject({
      preventMultipleContactCalls: { enabled: true, interval: 5 },
      acl: { mandatoryCallResult: { enabled: true, time: 30, automaticMove: true } },
      parallel: { maximumRingingLength: 15 },
    });
    // Demo Co is untouched by another tenant's settings.
    expect((await server.request('GET', '/telephony/settings', { token: rep })).body.payload.parallel.maximumRingingLength).toBe(30);
  });

  it("lists the tenant's users with their SIP address and carrier number, never another tenant's", async () => {
    const res = await server.request('GET', '/telephony/users', { token: rep });
    const rep2User = await userByEmail(server.db, 'rep2@demo.test');
    const entry = (res.body.payload.users as { id: number; sipUri: string; phoneNumber: string }[]).find((u) => u.id === rep2User.id);
    expect(entry).toMatchObject({ sipUri: `sip:${rep2User.provisioningId}@localhost`, userProvisioningId: rep2User.provisioningId, connectionType: 'soft' });
    expect(entry!.phoneNumber).toMatch(/^\+1555\d{6}0$/);
    const theirs = await server.request('GET', '/telephony/users', { token: otherTenantToken });
    expect(theirs.body.payload.users.map((u: { id: number }) => u.id)).not.toContain(rep2User.id);
  });

  it('lists the call results including Call Failed, No Answer and Callback - HangUp', async () => {
    const res = await server.request('GET', '/telephony/call-results', { token: rep });
    const labels = (res.body.payload.callResults as { label: string }[]).map((r) => r.label);
    expect(labels).toEqual(expect.arrayContaining(['Call Failed', 'No Answer', 'Callback - HangUp', 'Connected', 'Left Voicemail', 'Busy']));
  });
});

describe('call info by number', () => {
  it('finds the contact by its number, with or without the country code', async () => {
    const full = await server.request('GET', `/telephony/call-info/${encodeURIComponent(contact.number)}`, { token: rep });
    expect(full.status).toBe(200);
    expect(full.body.payload.contacts.map((c: { id: number }) => c.id)).toContain(contact.id);
    const national = await server.request('GET', `/telephony/call-info/${contact.number.slice(2)}`, { token: rep });
    expect(national.body.payload.contacts.map((c: { id: number }) => c.id)).toContain(contact.id);
  });

  it("never returns another tenant's contact with the same number", async () => {
    const res = await server.request('GET', `/telephony/call-info/${encodeURIComponent(contact.number)}`, { token: rep });
    expect(res.body.payload.contacts.map((c: { id: number }) => c.id)).not.toContain(otherContactId);
    const theirs = await server.request('GET', `/telephony/call-info/${encodeURIComponent(contact.number)}`, { token: otherTenantToken });
    expect(theirs.body.payload.contacts.map((c: { id: number }) => c.id)).toEqual([otherContactId]);
  });

  it.each(['abc', '1234567890123456', '+', '12-34', '++1555'])("answers 402 'Not a valid phone number.' for %s", async (n) => {
    const res = await server.request('GET', `/telephony/call-info/${encodeURIComponent(n)}`, { token: rep });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Not a valid phone number.');
  });

  it('accepts 1 to 15 digits', async () => {
    expect((await server.request('GET', '/telephony/call-info/1', { token: rep })).status).toBe(200);
    expect((await server.request('GET', '/telephony/call-info/%2B123456789012345', { token: rep })).status).toBe(200);
  });
});

describe('saveCallInfo writes the call to the activity log', () => {
  const body = (callId: string, extra: Record<string, unknown> = {}) => ({
    callId,
    contactId: contact.id,
    subject: 'Intro call',
    description: 'Talked about pricing',
    result: 'Connected',
    type: 'call',
    direction: 'out',
    phoneNumber: contact.number,
    durationSeconds: 130,
    context: { source: 'dialer' },
    ...extra,
  });

  it('writes one call activity and the dashboard figure moves; saving again edits it', async () => {
    const before = await callsOutToday(rep);
    const res = await server.request('POST', '/telephony/call-info', { token: rep, body: body('call-save-1') });
    expect(res.status).toBe(200);
    const [row] = await server.db.select().from(activities).where(eq(activities.id, res.body.payload.activityId));
    expect(row).toMatchObject({ kind: 'call', direction: 'out', durationSeconds: 130, contactId: contact.id, tenantId: demoTenant });
    expect(row!.data).toMatchObject({ result: 'Connected', subject: 'Intro call', callId: 'call-save-1', context: { source: 'dialer' } });
    expect(await callsOutToday(rep)).toBe(before + 1);

    const again = await server.request('POST', '/telephony/call-info', { token: rep, body: body('call-save-1', { result: 'Left Voicemail' }) });
    expect(again.body.payload.activityId).toBe(res.body.payload.activityId);
    expect(await callsOutToday(rep)).toBe(before + 1);
    const [edited] = await server.db.select().from(activities).where(eq(activities.id, res.body.payload.activityId));
    expect(edited!.data).toMatchObject({ result: 'Left Voicemail' });
  });

  it('a second save without a task keeps the task the first one linked (the phone and the power dialer save at once)', async () => {
    const first = await server.request('POST', '/telephony/call-info', { token: rep, body: body('call-task-1', { taskId: 4242, result: 'Busy' }) });
    expect(first.status).toBe(200);
    const automatic = await server.request('POST', '/telephony/call-info', { token: rep, body: body('call-task-1', { result: 'Busy', subject: '' }) });
    expect(automatic.status).toBe(200);
    const [kept] = await server.db.select().from(activities).where(eq(activities.id, first.body.payload.activityId));
    expect(kept!.data).toMatchObject({ taskId: 4242, subject: '', result: 'Busy' });
    await server.request('POST', '/telephony/call-info', { token: rep, body: body('call-task-1', { taskId: 77 }) });
    const [moved] = await server.db.select().from(activities).where(eq(activities.id, first.body.payload.activityId));
    expect(moved!.data).toMatchObject({ taskId: 77 });
  });

  it("the phone's automatic save never overwrites a save that reached the server first; alone it writes the call once", async () => {
    const chosen = await server.request('POST', '/telephony/call-info', { token: rep, body: body('call-auto-1', { result: 'Meeting Booked', subject: 'Demo set' }) });
    expect(chosen.status).toBe(200);
    const late = await server.request('POST', '/telephony/call-info', { token: rep, body: body('call-auto-1', { result: 'Connected', subject: '', automatic: true }) });
    expect(late.status).toBe(200);
    expect(late.body.payload.activityId).toBe(chosen.body.payload.activityId);
    const [kept] = await server.db.select().from(activities).where(eq(activities.id, chosen.body.payload.activityId));
    expect(kept!.data).toMatchObject({ result: 'Meeting Booked', subject: 'Demo set' });

    const alone = await server.request('POST', '/telephony/call-info', { token: rep, body: body('call-auto-2', { result: 'Busy', automatic: true }) });
    const [written] = await server.db.select().from(activities).where(eq(activities.id, alone.body.payload.activityId));
    expect(written!.data).toMatchObject({ result: 'Busy', callId: 'call-auto-2' });
    const edited = await server.request('POST', '/telephony/call-info', { token: rep, body: body('call-auto-2', { result: 'Left Voicemail' }) });
    expect(edited.body.payload.activityId).toBe(alone.body.payload.activityId);
    const [after] = await server.db.select().from(activities).where(eq(activities.id, alone.body.payload.activityId));
    expect(after!.data).toMatchObject({ result: 'Left Voicemail' });
  });

  it('records a failed call with the result Call Failed', async () => {
    const res = await server.request('POST', '/telephony/call-info', { token: rep, body: body('call-failed-1', { result: 'Call Failed', durationSeconds: 0 }) });
    expect(res.status).toBe(200);
  });

  it.each([
    ['an unknown result', { result: 'Sold a boat' }, 'Unknown call result'],
    ['no callId', { callId: '' }, 'callId is required'],
    ['a negative duration', { durationSeconds: -1 }, undefined],
    ['a bad direction', { direction: 'sideways' }, undefined],
  ])('answers 400 for %s and writes nothing', async (_name, extra, message) => {
    const [{ n: before }] = (await server.db.select({ n: sql<number>`count(*)::int` }).from(activities)) as [{ n: number }];
    const res = await server.request('POST', '/telephony/call-info', { token: rep, body: body('call-bad', extra) });
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toContain(message);
    const [{ n: after }] = (await server.db.select({ n: sql<number>`count(*)::int` }).from(activities)) as [{ n: number }];
    expect(after).toBe(before);
  });

  it("answers 404 for another tenant's contact", async () => {
    const res = await server.request('POST', '/telephony/call-info', { token: rep, body: body('call-x-tenant', { contactId: otherContactId }) });
    expect(res.status).toBe(404);
  });

  it("does not let another user edit a rep's call", async () => {
    await server.request('POST', '/telephony/call-info', { token: rep, body: body('call-owned') });
    const res = await server.request('POST', '/telephony/call-info', { token: rep2, body: body('call-owned', { result: 'Busy' }) });
    expect(res.status).toBe(403);
    // Another tenant's save under the same id is its own call: the rep's call is left as it was.
    const theirs = await server.request('POST', '/telephony/call-info', { token: otherTenantToken, body: body('call-owned', { contactId: null, result: 'Busy' }) });
    expect(theirs.status).toBe(200);
    const [owned] = await server.db
      .select({ data: activities.data, tenantId: activities.tenantId })
      .from(activities)
      .innerJoin(telephonyCalls, and(eq(telephonyCalls.activityId, activities.id), eq(telephonyCalls.tenantId, demoTenant), eq(telephonyCalls.id, 'call-owned')));
    expect(owned).toMatchObject({ tenantId: demoTenant, data: { result: 'Connected' } });
  });

  it('call ids are unique per tenant: another tenant saving call info under an id first does not stop this tenant saving its call', async () => {
    const theirs = await server.request('POST', '/telephony/call-info', { token: otherTenantToken, body: body('call-shared-id', { contactId: null, result: 'Busy' }) });
    expect(theirs.status).toBe(200);
    const ours = await server.request('POST', '/telephony/call-info', { token: rep, body: body('call-shared-id') });
    expect(ours.status).toBe(200);
    expect(ours.body.payload.activityId).not.toBe(theirs.body.payload.activityId);
    const rows = await server.db
      .select({ tenantId: telephonyCalls.tenantId, activityId: telephonyCalls.activityId })
      .from(telephonyCalls)
      .where(eq(telephonyCalls.id, 'call-shared-id'))
      .orderBy(telephonyCalls.tenantId);
    expect(rows).toEqual(
      [
        { tenantId: demoTenant, activityId: ours.body.payload.activityId },
        { tenantId: otherTenant, activityId: theirs.body.payload.activityId },
      ].sort((a, b) => a.tenantId - b.tenantId),
    );
    // Each tenant edits its own call under the id.
    const edited = await server.request('POST', '/telephony/call-info', { token: otherTenantToken, body: body('call-shared-id', { contactId: null, result: 'Left Voicemail' }) });
    expect(edited.body.payload.activityId).toBe(theirs.body.payload.activityId);
    const [kept] = await server.db.select().from(activities).where(eq(activities.id, ours.body.payload.activityId));
    expect(kept!.data).toMatchObject({ result: 'Connected' });
  });
});

describe('called status', () => {
  it('is false before a call and true within the interval after one', async () => {
    const [fresh] = await server.db.insert(contacts).values({ tenantId: demoTenant, firstName: 'Fresh', lastName: 'Contact' }).returning();
    const before = await server.request('GET', `/telephony/called-status/${fresh!.id}`, { token: rep });
    expect(before.body.payload).toEqual({ called: false, lastCalledAt: null, interval: 15 });
    await server.request('POST', '/telephony/call-info', { token: rep2, body: { callId: 'called-status-1', contactId: fresh!.id, result: 'No Answer', direction: 'out', durationSeconds: 0 } });
    const after = await server.request('GET', `/telephony/called-status/${fresh!.id}?interval=5`, { token: rep });
    expect(after.body.payload).toMatchObject({ called: true, interval: 5 });
  });

  it("is 404 for another tenant's contact and 400 for a bad id", async () => {
    expect((await server.request('GET', `/telephony/called-status/${otherContactId}`, { token: rep })).status).toBe(404);
    expect((await server.request('GET', '/telephony/called-status/abc', { token: rep })).status).toBe(400);
  });
});

describe('predefined voice messages', () => {
  it("lists the tenant's and the user's own VOICE_MESSAGE entries", async () => {
    const mine = await server.request('GET', '/telephony/predefined-messages?type=VOICE_MESSAGE', { token: rep });
    const names = mine.body.payload.userPredefinedMessages.map((m: { name: string }) => m.name);
    expect(names).toEqual(expect.arrayContaining(['Introduction voicemail', 'Callback request']));
    const theirs = await server.request('GET', '/telephony/predefined-messages', { token: rep2 });
    expect(theirs.body.payload.userPredefinedMessages.map((m: { name: string }) => m.name)).not.toContain('Callback request');
    const outsider = await server.request('GET', '/telephony/predefined-messages', { token: otherTenantToken });
    expect(outsider.body.payload.userPredefinedMessages).toEqual([]);
    expect((await server.request('GET', '/telephony/predefined-messages?type=SMS', { token: rep })).status).toBe(400);
  });

  it('saves the voice message left on a call (no relay here: nothing played); another tenant cannot use it', async () => {
    const [message] = await server.db
      .select()
      .from(predefinedMessages)
      .where(and(eq(predefinedMessages.tenantId, demoTenant), eq(predefinedMessages.name, 'Introduction voicemail')));
    const res = await server.request('POST', '/telephony/calls/vm-call-1/voice-message', { token: rep, body: { mediaId: message!.id } });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ callId: 'vm-call-1', mediaId: message!.id, name: 'Introduction voicemail', playedMs: null });
    const [call] = await server.db
      .select()
      .from(telephonyCalls)
      .where(and(eq(telephonyCalls.tenantId, demoTenant), eq(telephonyCalls.id, 'vm-call-1')));
    expect(call?.voiceMessageId).toBe(message!.id);
    const other = await server.request('POST', '/telephony/calls/vm-call-2/voice-message', { token: otherTenantToken, body: { mediaId: message!.id } });
    expect(other.status).toBe(404);
    expect((await server.request('POST', '/telephony/calls/vm-call-3/voice-message', { token: rep, body: { mediaId: 'x' } })).status).toBe(400);
  });
});

describe('recordings', () => {
  const upload = (token: string, callId: string | null, data: Buffer, type = 'audio/webm') =>
    server.app.fastify.inject({ method: 'POST', url: `/api/media/recording${callId ? `?callId=${callId}` : ''}`, headers: { authorization: `Bearer ${token}`, 'content-type': type }, payload: data });

  it('stores an uploaded recording and serves it to its maker and monitor read in the same tenant only', async () => {
    const audio = Buffer.from('OggS-not-really-audio-but-bytes');
    const res = await upload(rep, 'rec-call-1', audio);
    expect(res.statusCode).toBe(200);
    const saved = res.json().payload;
    expect(saved).toMatchObject({ callId: 'rec-call-1', mimeType: 'audio/webm', bytes: audio.length });
    const get = await server.app.fastify.inject({ method: 'GET', url: `/api/media/recording/${saved.mediaName}`, headers: { authorization: `Bearer ${admin}` } });
    expect(get.statusCode).toBe(200);
    // Another rep may not listen (spec 2 section 4: the player's deny is a 406).
    expect((await server.app.fastify.inject({ method: 'GET', url: `/api/media/recording/${saved.mediaName}`, headers: { authorization: `Bearer ${rep2}` } })).statusCode).toBe(406);
    expect(get.rawPayload.equals(audio)).toBe(true);
    expect(get.headers['content-type']).toBe('audio/webm');
    const outsider = await server.app.fastify.inject({ method: 'GET', url: `/api/media/recording/${saved.mediaName}`, headers: { authorization: `Bearer ${otherTenantToken}` } });
    expect(outsider.statusCode).toBe(404);
    const anonymous = await server.app.fastify.inject({ method: 'GET', url: `/api/media/recording/${saved.mediaName}` });
    expect(anonymous.statusCode).toBe(401);
    const list = await server.request('GET', '/telephony/calls/rec-call-1/recordings', { token: rep });
    expect(list.body.payload.recordings.map((r: { mediaName: string }) => r.mediaName)).toEqual([saved.mediaName]);
    expect((await server.request('GET', '/telephony/calls/rec-call-1/recordings', { token: otherTenantToken })).body.payload.recordings).toEqual([]);
  });

  it('refuses an upload without a callId, empty, or of another type', async () => {
    expect((await upload(rep, null, Buffer.from('x'))).statusCode).toBe(400);
    expect((await upload(rep, 'rec-2', Buffer.alloc(0))).statusCode).toBe(400);
    const text = await upload(rep, 'rec-2', Buffer.from('x'), 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Unsupported recording type');
  });
});

describe('admin inbound call', () => {
  it('needs the admin scope', async () => {
    const repUser = await userByEmail(server.db, 'rep@demo.test');
    const res = await server.request('POST', '/admin/telephony/inbound-call', { token: rep, body: { userId: repUser.id, from: '+15550123' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Insufficient scope');
  });

  it("is 404 for another tenant's user and 400 for a bad number", async () => {
    const repUser = await userByEmail(server.db, 'rep@demo.test');
    expect((await server.request('POST', '/admin/telephony/inbound-call', { token: otherTenantToken, body: { userId: repUser.id, from: '+15550123' } })).status).toBe(404);
    const bad = await server.request('POST', '/admin/telephony/inbound-call', { token: admin, body: { userId: repUser.id, from: 'call me' } });
    expect(bad.status).toBe(400);
  });

  it('answers 409 for a softphone user when the carrier has no SIP connection', async () => {
    const repUser = await userByEmail(server.db, 'rep@demo.test');
    const res = await server.request('POST', '/admin/telephony/inbound-call', { token: admin, body: { userId: repUser.id, from: '+15550123' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Simulated carrier');
  });
});

describe('admin telephony settings', () => {
  it('needs the admin scope', async () => {
    const res = await server.request('PUT', '/admin/telephony/settings', { token: rep, body: { maximumRingingLength: 20 } });
    expect(res.status).toBe(403);
  });

  it("merges the tenant's settings, which every user of the tenant then reads", async () => {
    const res = await server.request('PUT', '/admin/telephony/settings', { token: admin, body: { maximumRingingLength: 15, preventMultipleContactCalls: { enabled: true, interval: 20 } } });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ parallel: { maximumRingingLength: 15 }, preventMultipleContactCalls: { enabled: true, interval: 20 } });
    await server.request('PUT', '/admin/telephony/settings', { token: admin, body: { recordingEnabled: false } });
    const seen = await server.request('GET', '/telephony/settings', { token: rep });
    expect(seen.body.payload).toMatchObject({ parallel: { maximumRingingLength: 15 }, recording: { enabled: false }, preventMultipleContactCalls: { enabled: true, interval: 20 } });
    // The called-status interval follows the tenant setting.
    expect((await server.request('GET', `/telephony/called-status/${contact.id}`, { token: rep })).body.payload.interval).toBe(20);
    await server.request('PUT', '/admin/telephony/settings', {
      token: admin,
      body: { maximumRingingLength: 30, recordingEnabled: true, preventMultipleContactCalls: { enabled: false, interval: 15 } },
    });
  });

  it.each([
    [{ maximumRingingLength: 0 }],
    [{ maximumRingingLength: 14 }],
    [{ maximumRingingLength: 46 }],
    [{ mandatoryCallResult: { enabled: true, time: -1, automaticMove: false } }],
    [{ callResults: [{ label: 'x'.repeat(101), value: 'x' }] }],
    [{ dialingPlanCountry: 'usa' }],
    [{ callResults: [] }],
    [
      {
        callResults: [
          { label: 'A', value: 'a' },
          { label: 'A', value: 'b' },
        ],
      },
    ],
    [{ unknownSetting: true }],
  ])('answers 400 for %j and changes nothing', async (body) => {
    const before = await server.request('GET', '/telephony/settings', { token: rep });
    const res = await server.request('PUT', '/admin/telephony/settings', { token: admin, body });
    expect(res.status).toBe(400);
    expect((await server.request('GET', '/telephony/settings', { token: rep })).body.payload).toEqual(before.body.payload);
  });

  it('says why a maximum ringing length outside 15-45 is refused (spec 3)', async () => {
    const res = await server.request('PUT', '/admin/telephony/settings', { token: admin, body: { maximumRingingLength: 12 } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Maximum ringing length must be between 15 and 45');
  });

  it("sets a user's connection type, only within the tenant; pstn only with acl.enablePstn", async () => {
    const user = await makeUser(server.db, demoTenant, { tag: 'conn-type' });
    const refused = await server.request('PUT', `/admin/telephony/users/${user.id}/connection-type`, { token: admin, body: { connectionType: 'pstn' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('PSTN is not enabled for this user');
    await server.request('PUT', `/admin/telephony/users/${user.id}/acl`, { token: admin, body: { enablePstn: true } });
    const res = await server.request('PUT', `/admin/telephony/users/${user.id}/connection-type`, { token: admin, body: { connectionType: 'pstn' } });
    expect(res.body.payload).toEqual({ userId: user.id, connectionType: 'pstn' });
    const token = await server.login(user.email);
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload.connectionType).toBe('pstn');
    expect((await server.request('PUT', `/admin/telephony/users/${user.id}/connection-type`, { token: otherTenantToken, body: { connectionType: 'soft' } })).status).toBe(404);
    expect((await server.request('PUT', `/admin/telephony/users/${user.id}/connection-type`, { token: admin, body: { connectionType: 'fax' } })).status).toBe(400);
    expect((await server.request('PUT', `/admin/telephony/users/${user.id}/connection-type`, { token: rep, body: { connectionType: 'soft' } })).status).toBe(403);
  });
});

describe('user telephony acl', () => {
  it("needs the admin scope and answers 404 for another tenant's user", async () => {
    const user = await userByEmail(server.db, 'rep2@demo.test');
    expect((await server.request('PUT', `/admin/telephony/users/${user.id}/acl`, { token: rep, body: { enablePstn: true } })).status).toBe(403);
    expect((await server.request('GET', `/admin/telephony/users/${user.id}/acl`, { token: rep })).status).toBe(403);
    expect((await server.request('PUT', `/admin/telephony/users/${user.id}/acl`, { token: otherTenantToken, body: { enablePstn: true } })).status).toBe(404);
    expect((await server.request('GET', `/admin/telephony/users/${user.id}/acl`, { token: otherTenantToken })).status).toBe(404);
  });

  it("turns the user's mandatory call result on over the tenant's; null follows the tenant again", async () => {
    const user = await makeUser(server.db, demoTenant, { tag: 'acl-mcr' });
    const token = await server.login(user.email);
    const set = await server.request('PUT', `/admin/telephony/users/${user.id}/acl`, { token: admin, body: { mandatoryCallResult: { enabled: true, time: 5, automaticMove: false } } });
    expect(set.status).toBe(200);
    expect(set.body.payload).toEqual({
      userId: user.id,
      mandatoryCallResult: { enabled: true, time: 5, automaticMove: false },
      enablePstn: false,
      enableSms: true,
      onDemandCallRecording: true,
      callArchive: { access: false, edit: false },
      parallelDialer: { enabled: false, lines: 0 },
    });
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload.acl).toEqual({
      mandatoryCallResult: { enabled: true, time: 5, automaticMove: false },
      enablePstn: false,
      enableSms: true,
      callArchive: { access: false, edit: false },
    });
    // Other users of the tenant keep the tenant's setting.
    expect((await server.request('GET', '/telephony/settings', { token: rep })).body.payload.acl.mandatoryCallResult.enabled).toBe(false);
    // A countdown of 0 falls back to 30 s.
    await server.request('PUT', `/admin/telephony/users/${user.id}/acl`, { token: admin, body: { mandatoryCallResult: { enabled: true, time: 0, automaticMove: true } } });
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload.acl.mandatoryCallResult).toEqual({ enabled: true, time: 30, automaticMove: true });
    await server.request('PUT', `/admin/telephony/users/${user.id}/acl`, { token: admin, body: { mandatoryCallResult: null } });
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload.acl.mandatoryCallResult.enabled).toBe(false);
    expect((await server.request('GET', `/admin/telephony/users/${user.id}/acl`, { token: admin })).body.payload).toEqual({
      userId: user.id,
      mandatoryCallResult: null,
      enablePstn: false,
      enableSms: true,
      onDemandCallRecording: true,
      callArchive: { access: false, edit: false },
      parallelDialer: { enabled: false, lines: 0 },
    });
  });

  it('recording (spec 3): the acl onDemandCallRecording takes the Record button away; the tenant records outbound or inbound calls from their answer', async () => {
    const user = await makeUser(server.db, demoTenant, { tag: 'acl-rec' });
    const token = await server.login(user.email);
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload.recording).toEqual({
      enabled: true,
      outboundEnabled: false,
      inboundEnabled: false,
      sharingEnabled: false,
      outboundFilters: [],
      inboundFilters: [],
    });
    const set = await server.request('PUT', `/admin/telephony/users/${user.id}/acl`, { token: admin, body: { onDemandCallRecording: false } });
    expect(set.body.payload.onDemandCallRecording).toBe(false);
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload.recording.enabled).toBe(false);
    const refused = await server.request('POST', '/telephony/calls/some-call/record', { token, body: { action: 'start' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Call recording is not enabled.');
    await server.request('PUT', '/admin/telephony/settings', { token: admin, body: { recordingOutboundEnabled: true } });
    try {
      expect((await server.request('GET', '/telephony/settings', { token })).body.payload.recording).toEqual({
        enabled: false,
        outboundEnabled: true,
        inboundEnabled: false,
        sharingEnabled: false,
        outboundFilters: [],
        inboundFilters: [],
      });
      // Recorded automatically, so the phone may start it: past that check, a call nobody has is a 404.
      const allowed = await server.request('POST', '/telephony/calls/some-call/record', { token, body: { action: 'start' } });
      expect(allowed.status).toBe(404);
      expect(allowed.body.message).toBe('Call not found');
    } finally {
      await server.request('PUT', '/admin/telephony/settings', { token: admin, body: { recordingOutboundEnabled: false } });
    }
  });

  it.each([
    [{}],
    [{ mandatoryCallResult: { enabled: true, time: 5 } }],
    [{ mandatoryCallResult: { enabled: true, time: 4000, automaticMove: false } }],
    [{ enablePstn: 'yes' }],
    [{ onDemandCallRecording: 'no' }],
    [{ recordEverything: true }],
    [{ callArchive: { access: false, edit: true } }],
  ])('answers 400 for %j and changes nothing', async (body) => {
    const user = await makeUser(server.db, demoTenant, { tag: 'acl-bad' });
    const res = await server.request('PUT', `/admin/telephony/users/${user.id}/acl`, { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
    expect((await server.request('GET', `/admin/telephony/users/${user.id}/acl`, { token: admin })).body.payload).toEqual({
      userId: user.id,
      mandatoryCallResult: null,
      enablePstn: false,
      enableSms: true,
      onDemandCallRecording: true,
      callArchive: { access: false, edit: false },
      parallelDialer: { enabled: false, lines: 0 },
    });
  });

  it('taking enablePstn away puts a pstn user back on the softphone', async () => {
    const user = await makeUser(server.db, demoTenant, { tag: 'acl-pstn' });
    await server.request('PUT', `/admin/telephony/users/${user.id}/acl`, { token: admin, body: { enablePstn: true } });
    await server.request('PUT', `/admin/telephony/users/${user.id}/connection-type`, { token: admin, body: { connectionType: 'pstn' } });
    const token = await server.login(user.email);
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload).toMatchObject({ connectionType: 'pstn', acl: { enablePstn: true } });
    await server.request('PUT', `/admin/telephony/users/${user.id}/acl`, { token: admin, body: { enablePstn: false } });
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload).toMatchObject({ connectionType: 'soft', acl: { enablePstn: false } });
  });
});

describe('call results a tenant configured', () => {
  it('always offers the read-only results and still logs the automatic Busy result', async () => {
    const tenant = await createTenant(server.db, 'Own Results Co');
    const owner = await makeUser(server.db, tenant.id, { tag: 'own-results', role: 'admin' });
    const token = await server.login(owner.email);
    // A list stored before the read-only results were required still offers them.
    await server.db.insert(tenantTelephonySettings).values({ tenantId: tenant.id, settings: { callResults: [{ label: 'Spoke', value: 'spoke' }] } });
    const labels = (await server.request('GET', '/telephony/call-results', { token })).body.payload.callResults.map((r: { label: string }) => r.label);
    expect(labels).toEqual(['Spoke', 'Call Failed', 'No Answer', 'Callback - HangUp']);
    // The general settings route no longer takes call results: their own route checks their rules.
    expect((await server.request('PUT', '/admin/telephony/settings', { token, body: { callResults: [{ label: 'Spoke', value: 'spoke' }] } })).status).toBe(400);
    const busy = await server.request('POST', '/telephony/call-info', { token, body: { callId: 'own-results-busy', result: 'Busy', direction: 'out', phoneNumber: '2025550107', durationSeconds: 0 } });
    expect(busy.status).toBe(200);
    const [row] = await server.db.select().from(activities).where(eq(activities.id, busy.body.payload.activityId));
    expect(row!.data).toMatchObject({ result: 'Busy', resultValue: 'busy' });
    const unknown = await server.request('POST', '/telephony/call-info', { token, body: { callId: 'own-results-unknown', result: 'Meeting Booked', direction: 'out', durationSeconds: 0 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown call result');
  });
});

describe('local presence (spec 3 settings/numbers/localrandompresence)', () => {
  it('keeps the tenant’s local numbers (E.164, US/UK/SG only), and a call to their area is saved under the local number', async () => {
    const tenant = await createTenant(server.db, 'Local Presence Co');
    const owner = await makeUser(server.db, tenant.id, { tag: 'lp-admin', role: 'admin' });
    const token = await server.login(owner.email);
    const put = (localPresence: unknown) => server.request('PUT', '/admin/telephony/settings', { token, body: { localPresence } });
    expect((await put({ enabled: true, numbers: ['+4915112345678'] })).body).toMatchObject({ status: 400, message: expect.stringContaining('US, UK and Singapore only') });
    expect((await server.request('GET', '/telephony/settings', { token })).body.payload.localPresence).toEqual({ enabled: false, numbers: [] });
    const saved = await put({ enabled: true, numbers: ['+1 (312) 555-0100', '+442071234567'] });
    expect(saved.body.payload.localPresence).toEqual({ enabled: true, numbers: ['+13125550100', '+442071234567'] });

    const own = (await server.request('GET', '/telephony/settings', { token })).body.payload.userPhoneNumber as string;
    const call = async (callId: string, phoneNumber: string, direction: 'in' | 'out' = 'out') => {
      const res = await server.request('POST', '/telephony/call-info', { token, body: { callId, result: 'Connected', direction, phoneNumber, durationSeconds: 30 } });
      const [row] = await server.db.select().from(activities).where(eq(activities.id, res.body.payload.activityId));
      return (row!.data as { ownNumber: string }).ownNumber;
    };
    expect(await call('lp-chicago', '+13125550101')).toBe('+13125550100');
    expect(await call('lp-london', '+442079460000')).toBe('+442071234567');
    expect(await call('lp-dc', '+12025550101')).toBe(own);
    expect(await call('lp-inbound', '+13125550102', 'in')).toBe(own);
    // The phone number report shows the local number as local presence.
    const items = (await server.request('POST', '/reports/phone-numbers', { token, body: {} })).body.payload.items as { phoneNumber: string; type: string; callCount: number }[];
    expect(items.find((i) => i.phoneNumber === '+13125550100')).toMatchObject({ type: 'localPresence', callCount: 1 });
    // Turned off, calls present the user's own number again.
    await put({ enabled: false, numbers: ['+13125550100'] });
    expect(await call('lp-off', '+13125550103')).toBe(own);
  });
});
