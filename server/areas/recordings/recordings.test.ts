import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema';
import { createTenant } from '../../seed/tenant-factory';
import { wavFile } from '../telephony/media/wav';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoTenantId, makeUser, userByEmail } from '@/tests/support/server-helpers';

let server: TestServer;
let admin: string;
let manager: string;
let rep: string;
let rep2: string;
let outsider: string;
let repId: number;
let rep2Id: number;

const day = 24 * 3600_000;
const now = Date.now();
const range = { start: new Date(now - 20 * day).toISOString(), end: new Date(now + day).toISOString() };
const query = (q: Record<string, string | number | boolean>) => new URLSearchParams(Object.entries({ ...range, ...q }).map(([k, v]) => [k, String(v)])).toString();

/** A second of a 440 Hz tone: a real, small WAV recording. */
const toneWav = () =>
  wavFile(
    Int16Array.from({ length: 8000 }, (_, i) => Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 8000))),
    8000,
  );

/** A call as the phone makes it: the recording uploaded, the call saved to the activity log. */
async function recordedCall(token: string, input: { callId: string; direction: 'in' | 'out'; seconds: number; result: string; daysAgo: number; number?: string; contactId?: number }) {
  const upload = await server.app.fastify.inject({
    method: 'POST',
    url: `/api/media/recording?callId=${input.callId}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/wav' },
    payload: toneWav(),
  });
  expect(upload.statusCode).toBe(200);
  const saved = await server.request('POST', '/telephony/call-info', {
    token,
    body: {
      callId: input.callId,
      result: input.result,
      direction: input.direction,
      durationSeconds: input.seconds,
      phoneNumber: input.number ?? '+12015550123',
      description: `notes of ${input.callId}`,
      ...(input.contactId ? { contactId: input.contactId } : {}),
      startedAt: new Date(now - input.daysAgo * day).toISOString(),
    },
  });
  expect(saved.status).toBe(200);
  return upload.json().payload.mediaName as string;
}

const grantArchive = (userId: number, access: boolean, edit: boolean) => server.request('PUT', `/admin/telephony/users/${userId}/acl`, { token: admin, body: { callArchive: { access, edit } } });
const ids = (res: { body: { payload: { calls: { id: string }[] } } }) => res.body.payload.calls.map((c) => c.id);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@demo.test');
  manager = await server.login('manager@demo.test');
  rep = await server.login('rep@demo.test');
  rep2 = await server.login('rep2@demo.test');
  repId = (await userByEmail(server.db, 'rep@demo.test'))!.id;
  rep2Id = (await userByEmail(server.db, 'rep2@demo.test'))!.id;
  const other = await createTenant(server.db, 'Other Archive Co');
  outsider = await server.login((await makeUser(server.db, other.id, { tag: 'arch-outsider', role: 'admin' })).email);
  await demoTenantId(server.db);
  await recordedCall(rep, { callId: 'arch-r1', direction: 'out', seconds: 30, result: 'Connected', daysAgo: 3 });
  await recordedCall(rep, { callId: 'arch-r2', direction: 'out', seconds: 5, result: 'No Answer', daysAgo: 2 });
  await recordedCall(rep, { callId: 'arch-r3', direction: 'in', seconds: 120, result: 'Connected', daysAgo: 1 });
  await recordedCall(rep2, { callId: 'arch-s1', direction: 'out', seconds: 60, result: 'Connected', daysAgo: 1.5 });
  await recordedCall(outsider, { callId: 'arch-o1', direction: 'out', seconds: 60, result: 'Connected', daysAgo: 1 });
  // Long ago: outside the searched range.
  await recordedCall(rep, { callId: 'arch-old', direction: 'out', seconds: 60, result: 'Connected', daysAgo: 60 });
});
afterAll(() => server.close());

describe('the archive (GET /recordings)', () => {
  it('needs monitor read or call-archive access (spec 2 section 6)', async () => {
    const res = await server.request('GET', `/recordings?${query({})}`, { token: rep });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('No access to the call archive');
    expect((await server.request('GET', `/recordings?${query({})}`)).status).toBe(401);
  });

  it('shows a rep with access only their own calls, newest first, and refuses the user filter', async () => {
    expect((await grantArchive(repId, true, false)).status).toBe(200);
    const res = await server.request('GET', `/recordings?${query({})}`, { token: rep });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(['arch-r3', 'arch-r2', 'arch-r1']);
    expect((await server.request('GET', `/recordings/count?${query({})}`, { token: rep })).body.payload.count).toBe(3);
    expect((await server.request('GET', `/recordings?${query({ userId: rep2Id })}`, { token: rep })).status).toBe(403);
    expect((await server.request('GET', `/users/${rep2Id}/recordings?${query({})}`, { token: rep })).status).toBe(403);
  });

  it('shows a manager every user of the tenant, never another tenant', async () => {
    const res = await server.request('GET', `/recordings?${query({})}`, { token: manager });
    expect(ids(res)).toEqual(['arch-r3', 'arch-s1', 'arch-r2', 'arch-r1']);
    const outsiderView = await server.request('GET', `/recordings?${query({})}`, { token: outsider });
    expect(ids(outsiderView)).toEqual(['arch-o1']);
  });

  it('describes each call as spec 2 section 3 does', async () => {
    const res = await server.request('GET', `/recordings?${query({ userId: rep2Id })}`, { token: manager });
    expect(res.body.payload.calls).toEqual([
      expect.objectContaining({
        id: 'arch-s1',
        user: { id: rep2Id, name: 'Sam Seller' },
        direction: 'out',
        targetPhoneNumber: '+12015550123',
        duration: 60,
        callDisposition: 'Connected',
        summary: 'notes of arch-s1',
        starred: false,
        callScore: null,
        mimeType: 'audio/wav',
        mediaName: expect.stringMatching(/\.wav$/),
      }),
    ]);
    expect((await server.request('GET', `/users/${rep2Id}/recordings?${query({})}`, { token: manager })).body.payload.calls).toEqual(res.body.payload.calls);
  });

  it('filters by direction, minimum duration and call result', async () => {
    expect(ids(await server.request('GET', `/recordings?${query({ direction: 'in' })}`, { token: manager }))).toEqual(['arch-r3']);
    expect(ids(await server.request('GET', `/recordings?${query({ minDuration: 60 })}`, { token: manager }))).toEqual(['arch-r3', 'arch-s1']);
    expect(ids(await server.request('GET', `/recordings?${query({ callResult: 'No Answer' })}`, { token: manager }))).toEqual(['arch-r2']);
    expect((await server.request('GET', `/recordings/count?${query({ minDuration: 60 })}`, { token: manager })).body.payload.count).toBe(2);
  });

  it('orders by another column and pages without repeating a row', async () => {
    expect(ids(await server.request('GET', `/recordings?${query({ orderColumn: 'duration', orderDirection: 'asc' })}`, { token: manager }))).toEqual(['arch-r2', 'arch-r1', 'arch-s1', 'arch-r3']);
    const first = ids(await server.request('GET', `/recordings?${query({ length: 3, offset: 0 })}`, { token: manager }));
    const second = ids(await server.request('GET', `/recordings?${query({ length: 3, offset: 3 })}`, { token: manager }));
    expect([...first, ...second]).toEqual(['arch-r3', 'arch-s1', 'arch-r2', 'arch-r1']);
  });

  it('refuses a reversed range or one over 3 months with the spec messages', async () => {
    const reversed = await server.request('GET', `/recordings?start=${range.end}&end=${range.start}`, { token: manager });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('Start date must be before end date');
    const long = await server.request('GET', `/recordings/count?start=${new Date(now - 100 * day).toISOString()}&end=${range.end}`, { token: manager });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain("Start date and end date can't be more than 3 months apart");
  });
});

describe('playing a recording', () => {
  it('hands out a signed audio address that streams with byte ranges', async () => {
    const meta = await server.request('GET', '/media/metadata/arch-s1', { token: manager });
    expect(meta.status).toBe(200);
    expect(meta.body.payload.call.id).toBe('arch-s1');
    const url = `/api${meta.body.payload.audio.url}`;
    const whole = await server.app.fastify.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(toneWav().length);
    const part = await server.app.fastify.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${toneWav().length}`);
    expect(part.rawPayload.equals(toneWav().subarray(100, 200))).toBe(true);
    const tampered = await server.app.fastify.inject({ method: 'GET', url: url.replace(/access=(\d+)/, 'access=9$1') });
    expect(tampered.statusCode).toBe(401);
  });

  it('names a single download as an attachment', async () => {
    const meta = await server.request('GET', '/media/metadata/arch-s1', { token: manager });
    const res = await server.app.fastify.inject({ method: 'GET', url: `/api${meta.body.payload.audio.url}&download=1` });
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="\+12015550123_\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.wav"/);
  });

  it("denies (406) a rep another rep's call, and hides another tenant's (404)", async () => {
    const denied = await server.request('GET', '/media/metadata/arch-s1', { token: rep });
    expect(denied.status).toBe(406);
    expect((await server.request('GET', '/media/metadata/arch-o1', { token: manager })).status).toBe(404);
    const mediaName = (await server.request('GET', '/media/metadata/arch-s1', { token: manager })).body.payload.call.mediaName;
    const direct = await server.app.fastify.inject({ method: 'GET', url: `/api/media/recording/${mediaName}`, headers: { authorization: `Bearer ${rep}` } });
    expect(direct.statusCode).toBe(406);
    const own = await server.app.fastify.inject({ method: 'GET', url: `/api/media/recording/${mediaName}`, headers: { authorization: `Bearer ${rep2}` } });
    expect(own.statusCode).toBe(200);
    const foreign = await server.app.fastify.inject({ method: 'GET', url: `/api/media/recording/${mediaName}`, headers: { authorization: `Bearer ${outsider}` } });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the maker of a recording', () => {
  it('hears it even when the call row is the other rep’s (a call between reps saved first by the callee)', async () => {
    // rep2 (the callee) saves the call first; rep (the caller) recorded it. Long ago: outside the other tests' range.
    expect(
      (
        await server.request('POST', '/telephony/call-info', {
          token: rep2,
          body: { callId: 'arch-b2b', result: 'Connected', direction: 'in', durationSeconds: 5, startedAt: new Date(now - 40 * day).toISOString() },
        })
      ).status,
    ).toBe(200);
    const upload = await server.app.fastify.inject({
      method: 'POST',
      url: '/api/media/recording?callId=arch-b2b',
      headers: { authorization: `Bearer ${rep}`, 'content-type': 'audio/wav' },
      payload: toneWav(),
    });
    const mediaName = upload.json().payload.mediaName as string;
    const mine = await server.app.fastify.inject({ method: 'GET', url: `/api/media/recording/${mediaName}`, headers: { authorization: `Bearer ${rep}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(toneWav())).toBe(true);
    expect((await server.app.fastify.inject({ method: 'GET', url: `/api/media/recording/${mediaName}`, headers: { authorization: `Bearer ${rep2}` } })).statusCode).toBe(200);
  });
});

describe('stars, scores and notes', () => {
  it('stars with monitor read only', async () => {
    expect((await server.request('PATCH', '/telephony/call/history/arch-r1/star', { token: rep, body: { starred: true } })).status).toBe(403);
    const starred = await server.request('PATCH', '/telephony/call/history/arch-r1/star', { token: manager, body: { starred: true } });
    expect(starred.body.payload.starred).toBe(true);
    expect((await server.request('GET', '/telephony/call/history/arch-r1', { token: rep })).body.payload.starred).toBe(true);
    expect((await server.request('PATCH', '/telephony/call/history/arch-o1/star', { token: manager, body: { starred: true } })).status).toBe(404);
  });

  it('scores and notes with archive edit, which needs access', async () => {
    const refused = await server.request('PATCH', '/telephony/call/history/arch-r1/scoreAndObs', { token: rep, body: { callScore: 4, callObservation: 'Good opener' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Editing the call archive is not allowed');
    const editWithoutAccess = await grantArchive(rep2Id, false, true);
    expect(editWithoutAccess.status).toBe(400);
    expect(editWithoutAccess.body.message).toContain('Call archive edit requires access');
    await grantArchive(repId, true, true);
    const scored = await server.request('PATCH', '/telephony/call/history/arch-r1/scoreAndObs', { token: rep, body: { callScore: 4, callObservation: 'Good opener' } });
    expect(scored.status).toBe(200);
    expect(scored.body.payload).toMatchObject({ callScore: 4, callObservation: 'Good opener' });
    expect((await server.request('PATCH', '/telephony/call/history/arch-s1/scoreAndObs', { token: rep, body: { callScore: 4, callObservation: null } })).status).toBe(406);
    const bad = await server.request('PATCH', '/telephony/call/history/arch-r1/scoreAndObs', { token: manager, body: { callScore: 6, callObservation: null } });
    expect(bad.status).toBe(400);
    expect((await server.request('GET', '/telephony/call/history/arch-r1', { token: manager })).body.payload.callScore).toBe(4);
  });
});

describe('the library', () => {
  it('is closed while the tenant does not share recordings', async () => {
    const res = await server.request('GET', `/recordings?${query({ library: true })}`, { token: rep });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Recording sharing is not enabled');
    expect((await server.request('PATCH', '/telephony/call/history/arch-s1', { token: manager, body: { sharedToLibrary: true } })).status).toBe(403);
  });

  it('shows shared calls to every user once sharing is on, and lets them listen', async () => {
    expect((await server.request('PUT', '/admin/telephony/settings', { token: admin, body: { recordingSharingEnabled: true } })).status).toBe(200);
    expect((await server.request('GET', '/telephony/settings', { token: rep })).body.payload.recording.sharingEnabled).toBe(true);
    expect((await server.request('PATCH', '/telephony/call/history/arch-s1', { token: manager, body: { sharedToLibrary: true } })).body.payload.sharedToLibrary).toBe(true);
    const library = await server.request('GET', `/recordings?${query({ library: true })}`, { token: rep });
    expect(ids(library)).toEqual(['arch-s1']);
    expect((await server.request('GET', '/media/metadata/arch-s1', { token: rep })).status).toBe(200);
    // rep2 has neither monitor read nor archive access: the library is theirs, the archive is not.
    expect(ids(await server.request('GET', `/recordings?${query({ library: true })}`, { token: rep2 }))).toEqual(['arch-s1']);
    expect((await server.request('GET', `/recordings?${query({})}`, { token: rep2 })).status).toBe(403);
    // Sharing is the demo tenant's setting: the other tenant's library stays closed.
    expect((await server.request('GET', `/recordings?${query({ library: true })}`, { token: outsider })).status).toBe(403);
  });
});

describe('bulk downloads', () => {
  const fetchZip = async (token: string, csvOnly = false) => server.app.fastify.inject({ method: 'GET', url: `/api/media/recordings/zip/${token}${csvOnly ? '?csvOnly=true' : ''}` });

  it('zips the chosen recordings with a CSV of their metadata', async () => {
    const ticket = await server.request('POST', '/media/recordings/zip', { token: manager, body: { ids: ['arch-r1', 'arch-s1'], utcOffset: 60 } });
    expect(ticket.status).toBe(200);
    expect(ticket.body.payload.count).toBe(2);
    const res = await fetchZip(ticket.body.payload.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('recordings.zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files).toSorted();
    expect(names).toHaveLength(3);
    expect(names).toContain('recordings.csv');
    const audio = names.filter((n) => n.endsWith('.wav'));
    expect(audio).toHaveLength(2);
    for (const name of audio) expect(Buffer.from(files[name]!).equals(toneWav())).toBe(true);
    const csv = strFromU8(files['recordings.csv']!)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('File,Start time (UTC),Direction,User,Contact,From,To,Duration (s),Call result,Score,Notes,Starred');
    expect(csv).toHaveLength(3);
    expect(csv.find((line) => line.includes('Sam Seller'))).toContain(',60,Connected,');
  });

  it('gives the CSV alone with csvOnly', async () => {
    const ticket = await server.request('POST', '/media/recordings/zip', { token: manager, body: { ids: ['arch-r1'] } });
    const res = await fetchZip(ticket.body.payload.token, true);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toContain('Riley Rep');
  });

  it('zips everything of a search but the excluded ids (select-all mode)', async () => {
    const ticket = await server.request('POST', '/media/recordings/zip/all', { token: manager, body: { filter: range, excludedIds: ['arch-r2'] } });
    expect(ticket.body.payload.count).toBe(3);
    const files = unzipSync(new Uint8Array((await fetchZip(ticket.body.payload.token)).rawPayload));
    expect(Object.keys(files).filter((n) => n.endsWith('.wav'))).toHaveLength(3);
  });

  it("refuses a rep another rep's unshared call, an unknown token and bad input", async () => {
    await server.request('PATCH', '/telephony/call/history/arch-s1', { token: manager, body: { sharedToLibrary: false } });
    expect((await server.request('POST', '/media/recordings/zip', { token: rep, body: { ids: ['arch-r1', 'arch-s1'] } })).status).toBe(406);
    expect((await fetchZip('x'.repeat(32))).statusCode).toBe(410);
    const empty = await server.request('POST', '/media/recordings/zip', { token: manager, body: { ids: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Select at least one recording');
    const reversed = await server.request('POST', '/media/recordings/zip/all', { token: manager, body: { filter: { start: range.end, end: range.start } } });
    expect(reversed.status).toBe(400);
  });
});

describe('the contact timeline', () => {
  it('links a call entry to its recording, and only a recorded call', async () => {
    const tenantId = await demoTenantId(server.db);
    const [contact] = await server.db.insert(contacts).values({ tenantId, firstName: 'Tina', lastName: 'Timeline' }).returning();
    await recordedCall(rep, { callId: 'arch-tl1', direction: 'out', seconds: 12, result: 'Connected', daysAgo: 0.5, contactId: contact!.id });
    const unrecorded = await server.request('POST', '/telephony/call-info', {
      token: rep,
      body: { callId: 'arch-tl2', result: 'No Answer', direction: 'out', durationSeconds: 0, contactId: contact!.id },
    });
    expect(unrecorded.status).toBe(200);
    const timeline = await server.request('GET', `/timeline?contactId=${contact!.id}&limit=20&offset=0`, { token: rep });
    const calls = (timeline.body.payload.entries as { type: string; recordingCallId: string | null; result: string }[]).filter((e) => e.type === 'call');
    expect(calls.map((e) => [e.result, e.recordingCallId])).toEqual([
      ['No Answer', null],
      ['Connected', 'arch-tl1'],
    ]);
  });
});

describe('recording settings (spec 3)', () => {
  it('are read and changed by administrators only, and reach every user’s telephony settings', async () => {
    expect((await server.request('GET', '/admin/recordings/settings', { token: manager })).status).toBe(403);
    expect((await server.request('PUT', '/admin/recordings/settings', { token: rep, body: { inboundEnabled: true } })).status).toBe(403);
    const before = await server.request('GET', '/admin/recordings/settings', { token: admin });
    const noFilters = { outboundFilters: [], inboundFilters: [], userSideOutboundFilters: [], userSideInboundFilters: [] };
    expect(before.body.payload).toEqual({ onDemandEnabled: true, outboundEnabled: false, inboundEnabled: false, sharingEnabled: true, ...noFilters });
    const changed = await server.request('PUT', '/admin/recordings/settings', { token: admin, body: { inboundEnabled: true, onDemandEnabled: false } });
    expect(changed.body.payload).toEqual({ onDemandEnabled: false, outboundEnabled: false, inboundEnabled: true, sharingEnabled: true, ...noFilters });
    expect((await server.request('GET', '/telephony/settings', { token: rep })).body.payload.recording).toEqual({
      enabled: false,
      outboundEnabled: false,
      inboundEnabled: true,
      sharingEnabled: true,
      outboundFilters: [],
      inboundFilters: [],
    });
    expect((await server.request('GET', '/admin/recordings/settings', { token: outsider })).body.payload.inboundEnabled).toBe(false);
    const bad = await server.request('PUT', '/admin/recordings/settings', { token: admin, body: { inboundEnabled: 'yes' } });
    expect(bad.status).toBe(400);
    expect((await server.request('PUT', '/admin/recordings/settings', { token: admin, body: {} })).status).toBe(400);
    await server.request('PUT', '/admin/recordings/settings', { token: admin, body: { inboundEnabled: false, onDemandEnabled: true } });
  });
});

describe('recording filters (spec 3)', () => {
  it('hand the phone the number filters, and take the filtered users out of automatic recording on the server', async () => {
    const set = await server.request('PUT', '/admin/recordings/settings', {
      token: admin,
      body: { outboundEnabled: true, inboundEnabled: true, outboundFilters: ['+1800', '911', '911'], inboundFilters: ['+44'], userSideOutboundFilters: [rep2Id] },
    });
    expect(set.status).toBe(200);
    expect(set.body.payload).toMatchObject({ outboundFilters: ['+1800', '911'], inboundFilters: ['+44'], userSideOutboundFilters: [rep2Id], userSideInboundFilters: [] });
    expect((await server.request('GET', '/telephony/settings', { token: rep })).body.payload.recording).toMatchObject({
      outboundEnabled: true,
      inboundEnabled: true,
      outboundFilters: ['+1800', '911'],
      inboundFilters: ['+44'],
    });
    // rep2's outbound calls are not recorded automatically; their inbound ones still are.
    expect((await server.request('GET', '/telephony/settings', { token: rep2 })).body.payload.recording).toMatchObject({ outboundEnabled: false, inboundEnabled: true });
    const bad = await server.request('PUT', '/admin/recordings/settings', { token: admin, body: { outboundFilters: ['call me'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('A number filter is digits, with an optional leading +');
    await server.request('PUT', '/admin/recordings/settings', {
      token: admin,
      body: { outboundEnabled: false, inboundEnabled: false, outboundFilters: [], inboundFilters: [], userSideOutboundFilters: [] },
    });
  });
});
