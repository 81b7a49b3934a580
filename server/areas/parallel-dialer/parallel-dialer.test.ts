import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContacts, predefinedMessages } from '../../db/schema';
import { manualClock, startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoTenantId, makeUser, userByEmail } from '@/tests/support/server-helpers';
import { createTenant } from '../../seed/tenant-factory';
import { makePlayContacts, makePlaybook, makePlayList } from '../power-dialer/power-dialer-test-helpers';
import { AMD_DEFAULTS } from '@/src/domain/parallel-dialer/answering-machine';

// 10:00 in New York: within calling hours.
const clock = manualClock(new Date('2026-11-23T15:00:00Z'));
let server: TestServer;
let tenantId: number;
let admin: string;
let manager: string;
let rep: string;
let rep2: string;
let repId: number;
let rep2Id: number;
let voiceMessageId: number;
let callbackNoticeId: number;

const enableFor = (userId: number, lines: number, enabled = true) => server.request('PUT', `/admin/telephony/users/${userId}/acl`, { token: admin, body: { parallelDialer: { enabled, lines } } });

/** A one-call-step list of `count` contacts owned by the manager, assigned to both reps. */
async function listOf(count: number) {
  const ids = await makePlayContacts(
    server.db,
    tenantId,
    Array.from({ length: count }, (_, i) => ({ firstName: `Par${i}`, phones: [{ number: `+1212555020${i}`, type: 'work' }] })),
  );
  const { playbookId } = await makePlaybook(server.db, tenantId, [{ action: 'call' }]);
  return makePlayList(server, manager, { contactIds: ids, playbookId, body: { assigneeIds: [repId, rep2Id] } });
}

const start = (token: string, body: Record<string, unknown>) => server.request('POST', '/v2/paralleldialers/sessions', { token, body: { callerNumber: '+15550000101', ...body } });

beforeAll(async () => {
  server = await startTestServer({ clock });
  tenantId = await demoTenantId(server.db);
  admin = await server.login('admin@demo.test');
  manager = await server.login('manager@demo.test');
  rep = await server.login('rep@demo.test');
  rep2 = await server.login('rep2@demo.test');
  repId = (await userByEmail(server.db, 'rep@demo.test')).id;
  rep2Id = (await userByEmail(server.db, 'rep2@demo.test')).id;
  const messages = await server.db.select().from(predefinedMessages).where(eq(predefinedMessages.tenantId, tenantId));
  voiceMessageId = messages.find((m) => m.type === 'VOICE_MESSAGE')!.id;
  callbackNoticeId = messages.find((m) => m.type === 'CALLBACK_NOTICE')!.id;
});
afterAll(() => server.close());

describe('parallel dialer settings and lines (spec 2 section 7, spec 3)', () => {
  it('has the tenant defaults and a user without the dialer until an admin enables it with lines', async () => {
    const before = await server.request('GET', '/v2/paralleldialers/settings', { token: rep });
    expect(before.body.payload).toEqual({
      tenant: { enabled: true, maximumLines: 5, leaveRecordedVoiceMailEnabled: true, leaveCallbackNoticeRecordingsEnabled: true, abandonRateLimit: 3, answeringMachineDetection: AMD_DEFAULTS },
      user: { enabled: false, lines: 0 },
    });
    expect((await server.request('GET', '/v2/paralleldialers/lines/assigned', { token: rep })).body.payload).toEqual({ assignedLines: 0 });
    expect((await server.request('GET', '/v2/paralleldialers/lines/available', { token: rep })).body.payload).toEqual({ totalAvailableLines: 0 });
    const bad = await enableFor(repId, 1);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Parallel dialer lines are 2 to 5');
    expect((await enableFor(repId, 4)).body.payload.parallelDialer).toEqual({ enabled: true, lines: 4 });
    expect((await server.request('GET', '/v2/paralleldialers/lines/assigned', { token: rep })).body.payload).toEqual({ assignedLines: 4 });
    expect((await server.request('GET', '/v2/paralleldialers/lines/available', { token: rep })).body.payload).toEqual({ totalAvailableLines: 4 });
  });

  it("lists the tenant's users with their lines for admins only", async () => {
    expect((await server.request('GET', '/admin/paralleldialers/users', { token: rep })).status).toBe(403);
    const res = await server.request('GET', '/admin/paralleldialers/users', { token: admin });
    const users = res.body.payload.users as Array<{ userId: number; parallelDialer: { enabled: boolean; lines: number } }>;
    expect(users.find((u) => u.userId === repId)?.parallelDialer).toEqual({ enabled: true, lines: 4 });
    expect(users.find((u) => u.userId === rep2Id)?.parallelDialer).toEqual({ enabled: false, lines: 0 });
    const other = await createTenant(server.db, 'Parallel Users Outsider Co');
    const outsider = await makeUser(server.db, other.id, { tag: 'par-users-out', role: 'admin' });
    const theirs = await server.request('GET', '/admin/paralleldialers/users', { token: await server.login(outsider.email) });
    expect((theirs.body.payload.users as Array<{ userId: number }>).map((u) => u.userId)).toEqual([outsider.id]);
  });

  it('lets only admins change the tenant settings, which cap the lines', async () => {
    expect((await server.request('PUT', '/admin/paralleldialers/settings', { token: rep, body: { maximumLines: 3 } })).status).toBe(403);
    expect((await server.request('PUT', '/admin/paralleldialers/settings', { token: admin, body: { maximumLines: 9 } })).status).toBe(400);
    const set = await server.request('PUT', '/admin/paralleldialers/settings', { token: admin, body: { maximumLines: 3 } });
    expect(set.body.payload.tenant.maximumLines).toBe(3);
    expect((await server.request('GET', '/v2/paralleldialers/lines/available', { token: rep })).body.payload).toEqual({ totalAvailableLines: 3 });
    await server.request('PUT', '/admin/paralleldialers/settings', { token: admin, body: { maximumLines: 5 } });
  });

  it("keeps the tenant's answering-machine detection parameters, each within its range", async () => {
    const tuned = { ...AMD_DEFAULTS, maximumWords: 5, afterGreetingSilenceMs: 900 };
    const set = await server.request('PUT', '/admin/paralleldialers/settings', { token: admin, body: { answeringMachineDetection: tuned } });
    expect(set.body.payload.tenant.answeringMachineDetection).toEqual(tuned);
    const bad = await server.request('PUT', '/admin/paralleldialers/settings', { token: admin, body: { answeringMachineDetection: { ...tuned, greetingMs: 99_000 } } });
    expect(bad.status).toBe(400);
    expect((await server.request('GET', '/v2/paralleldialers/settings', { token: rep })).body.payload.tenant.answeringMachineDetection).toEqual(tuned);
    await server.request('PUT', '/admin/paralleldialers/settings', { token: admin, body: { answeringMachineDetection: AMD_DEFAULTS } });
  });
});

describe('parallel dialer sessions', () => {
  it('starts a session with its messages, one at a time per user, and ends it', async () => {
    const listId = await listOf(6);
    const res = await start(rep, {
      callListsId: listId,
      assignedLines: 3,
      voiceMessageId,
      callbackNoticeId,
      callResultForVoiceMessage: 'Left Voicemail',
      callResultForCallbackNotice: 'Callback - HangUp',
    });
    expect(res.status).toBe(200);
    const session = res.body.payload.session;
    expect(session).toMatchObject({ listId, assignedLines: 3, status: 'active', voiceMessageId, callbackNoticeId, staggeredDialLength: 500, callerNumber: '+15550000101' });
    expect((await server.request('GET', '/v2/paralleldialers/sessions/active', { token: rep })).body.payload.session.id).toBe(session.id);
    expect((await server.request('GET', '/v2/paralleldialers/lines/available', { token: rep })).body.payload.totalAvailableLines).toBe(0);

    const again = await start(rep, { callListsId: listId, assignedLines: 2 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('There is an active parallel dialer session in progress.');

    expect((await server.request('PATCH', `/v2/paralleldialers/sessions/${session.id}/status/paused`, { token: rep })).body.payload.session.status).toBe('paused');
    expect((await server.request('PATCH', `/v2/paralleldialers/sessions/${session.id}/status/resumed`, { token: rep })).body.payload.session.status).toBe('active');
    // Another user cannot touch it.
    expect((await server.request('PATCH', `/v2/paralleldialers/sessions/${session.id}/status/ended`, { token: rep2 })).status).toBe(404);
    expect((await server.request('PATCH', `/v2/paralleldialers/sessions/${session.id}/status/ended`, { token: rep })).body.payload.session.status).toBe('ended');
    expect((await server.request('PATCH', `/v2/paralleldialers/sessions/${session.id}/status/resumed`, { token: rep })).status).toBe(409);
    expect((await server.request('GET', '/v2/paralleldialers/sessions/active', { token: rep })).body.payload.session).toBeNull();
    expect((await server.request('PATCH', `/v2/paralleldialers/sessions/${session.id}/status/stopped`, { token: rep })).status).toBe(400);
  });

  it('refuses a user without the parallel dialer, a list with at most one due contact, and lines outside 2..N', async () => {
    const listId = await listOf(3);
    const off = await start(rep2, { callListsId: listId, assignedLines: 2 });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('The parallel dialer is not enabled for this user');
    const single = await listOf(1);
    const none = await start(rep, { callListsId: single, assignedLines: 2 });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('There are no contacts to dial in the list');
    // Three due contacts: at most 3 lines.
    const tooMany = await start(rep, { callListsId: listId, assignedLines: 4 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Parallel dialer lines must be from 2 to 3');
    expect((await start(rep, { callListsId: listId, assignedLines: 1 })).status).toBe(400);
    const noCaller = await start(rep, { callListsId: listId, assignedLines: 2, callerNumber: ' ' });
    expect(noCaller.status).toBe(400);
    expect(noCaller.body.message).toContain('A caller id is required to dial');
    expect((await server.request('GET', '/v2/paralleldialers/sessions/active', { token: rep })).body.payload.session).toBeNull();
  });

  it('takes messages of the right type in the tenant only, and leaves them out when the tenant turned them off', async () => {
    const listId = await listOf(4);
    const swapped = await start(rep, { callListsId: listId, assignedLines: 2, voiceMessageId: callbackNoticeId });
    expect(swapped.status).toBe(400);
    expect(swapped.body.message).toBe('The voice message was not found');
    const other = await createTenant(server.db, 'Other Parallel Co');
    const [foreign] = await server.db.insert(predefinedMessages).values({ tenantId: other.id, type: 'CALLBACK_NOTICE', name: 'Theirs' }).returning();
    expect((await start(rep, { callListsId: listId, assignedLines: 2, callbackNoticeId: foreign!.id })).status).toBe(400);
    await server.request('PUT', '/admin/paralleldialers/settings', { token: admin, body: { leaveCallbackNoticeRecordingsEnabled: false } });
    const res = await start(rep, { callListsId: listId, assignedLines: 2, voiceMessageId, callbackNoticeId });
    expect(res.body.payload.session).toMatchObject({ voiceMessageId, callbackNoticeId: null });
    await server.request('PATCH', `/v2/paralleldialers/sessions/${res.body.payload.session.id}/status/ended`, { token: rep });
    await server.request('PUT', '/admin/paralleldialers/settings', { token: admin, body: { leaveCallbackNoticeRecordingsEnabled: true } });
    // The callback notices are listed like the voice messages.
    const notices = await server.request('GET', '/telephony/predefined-messages?type=CALLBACK_NOTICE', { token: rep });
    expect(notices.body.payload.userPredefinedMessages.map((m: { id: number }) => m.id)).toEqual([callbackNoticeId]);
  });

  it("refuses another tenant's list (404) even to a user with the parallel dialer", async () => {
    const outsiderTenant = await createTenant(server.db, 'Parallel Outsider Co');
    const outsider = await makeUser(server.db, outsiderTenant.id, { tag: 'par-out', role: 'admin' });
    const token = await server.login(outsider.email);
    expect((await server.request('PUT', `/admin/telephony/users/${outsider.id}/acl`, { token, body: { parallelDialer: { enabled: true, lines: 3 } } })).status).toBe(200);
    // Nor can an admin of another tenant enable a user of this one.
    expect((await server.request('PUT', `/admin/telephony/users/${rep2Id}/acl`, { token, body: { parallelDialer: { enabled: true, lines: 3 } } })).status).toBe(404);
    const listId = await listOf(3);
    const res = await start(token, { callListsId: listId, assignedLines: 2 });
    expect(res.status).toBe(404);
    expect((await server.request('GET', '/v2/paralleldialers/sessions/active', { token })).body.payload.session).toBeNull();
  });
});

describe("a session's lines take their contacts (POST /v2/paralleldialers/sessions/:id/next)", () => {
  it('reserves one contact per line beside the others, never one another rep holds, until none is left', async () => {
    const listId = await listOf(4);
    const session = (await start(rep, { callListsId: listId, assignedLines: 3 })).body.payload.session;
    const next = (token = rep, id = session.id) => server.request('POST', `/v2/paralleldialers/sessions/${id}/next`, { token });
    const taken: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await next();
      expect(res.status).toBe(200);
      taken.push(res.body.payload.action.contactId);
    }
    expect(new Set(taken).size).toBe(3);
    // Another rep's power dialer gets the fourth, not one the lines hold.
    const other = await server.request('GET', `/lists/${listId}/play/next`, { token: rep2 });
    const fourth = other.body.payload.action.contactId;
    expect(taken).not.toContain(fourth);
    // Nothing left for the lines: null, and the three holds are still the rep's.
    expect((await next()).body.payload.action).toBeNull();
    const holds = await server.db.select({ contactId: listContacts.contactId, by: listContacts.reservedByUserId }).from(listContacts).where(eq(listContacts.listId, listId));
    expect(
      holds
        .filter((h) => h.by === repId)
        .map((h) => h.contactId)
        .sort(),
    ).toEqual([...taken].sort());
    expect(holds.find((h) => h.contactId === fourth)?.by).toBe(rep2Id);
    // A result releases that line's contact only.
    const result = await server.request('PATCH', `/lists/${listId}/play/${taken[0]}/result`, { token: rep, body: { listId, contactId: taken[0], result: 'No Answer' } });
    expect(result.status).toBe(200);
    // Someone else's session is not found; an ended one is refused.
    expect((await next(rep2)).status).toBe(404);
    await server.request('PATCH', `/v2/paralleldialers/sessions/${session.id}/status/ended`, { token: rep });
    const ended = await next();
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe('The parallel dialer session has ended');
    await server.request('POST', '/lists/play/finish', { token: rep, body: { listId } });
    await server.request('POST', '/lists/play/finish', { token: rep2, body: { listId } });
  });
});

describe('a session started from a playbook step', () => {
  it("takes that step's due contacts only, and refuses a step that is not a call step of the list's playbook", async () => {
    const ids = await makePlayContacts(
      server.db,
      tenantId,
      Array.from({ length: 3 }, (_, i) => ({ firstName: `Step${i}`, phones: [{ number: `+1212555030${i}`, type: 'work' }] })),
    );
    const { playbookId, stepIds } = await makePlaybook(server.db, tenantId, [{ action: 'call' }, { action: 'call' }]);
    const listId = await makePlayList(server, manager, { contactIds: ids, playbookId, body: { assigneeIds: [repId, rep2Id] } });
    const [first, second] = stepIds as [number, number];
    // Everyone starts at the first step: none due at the second.
    const none = await start(rep, { callListsId: listId, assignedLines: 2, playbookStepId: second });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('There are no contacts to dial in the list');
    expect((await start(rep, { callListsId: listId, assignedLines: 2, playbookStepId: 999_999 })).status).toBe(400);
    const res = await start(rep, { callListsId: listId, assignedLines: 2, playbookStepId: first });
    expect(res.status).toBe(200);
    const session = res.body.payload.session;
    expect(session.playbookStepId).toBe(first);
    const next = await server.request('POST', `/v2/paralleldialers/sessions/${session.id}/next`, { token: rep });
    expect(next.body.payload.action).toMatchObject({ playbookStepId: first });
    expect(ids).toContain(next.body.payload.action.contactId);
    await server.request('PATCH', `/v2/paralleldialers/sessions/${session.id}/status/ended`, { token: rep });
    await server.request('POST', '/lists/play/finish', { token: rep, body: { listId } });
  });
});

describe('the abandonment guard of a list (beyond the spec)', () => {
  /** A parallel line's call as the dialer writes it: the call context says whether a person answered and was abandoned. */
  const lineCall = (token: string, listId: number, n: number, flags: { personAnswered?: boolean; abandoned?: boolean }, daysAgo = 0) =>
    server.request('POST', '/telephony/call-info', {
      token,
      body: {
        callId: `par-${listId}-${n}`,
        result: flags.personAnswered ? 'Connected' : 'No Answer',
        direction: 'out',
        durationSeconds: 20,
        startedAt: new Date(clock.now().getTime() - daysAgo * 86_400_000).toISOString(),
        context: { listId, source: 'ParallelDialer', ...flags },
      },
    });

  it('counts people answered and abandoned on the list over 30 days from the activity log, with the lines the guard allows', async () => {
    const listId = await listOf(3);
    const empty = await server.request('GET', `/v2/paralleldialers/lists/${listId}/abandonment`, { token: rep });
    expect(empty.body.payload).toEqual({ listId, windowDays: 30, personAnswers: 0, abandoned: 0, ratePercent: 0, limitPercent: 3, pacedLines: 1 });
    let n = 0;
    for (let i = 0; i < 60; i++) expect((await lineCall(rep, listId, n++, { personAnswered: true, abandoned: false })).status).toBe(200);
    await lineCall(rep2, listId, n++, { personAnswered: true, abandoned: true });
    for (let i = 0; i < 400; i++) await lineCall(rep, listId, n++, {});
    // Older than 30 days: not counted.
    await lineCall(rep, listId, n, { personAnswered: true, abandoned: true }, 31);
    const res = await server.request('GET', `/v2/paralleldialers/lists/${listId}/abandonment?requested=4`, { token: rep });
    expect(res.body.payload).toMatchObject({ personAnswers: 61, abandoned: 1, ratePercent: 1.64, limitPercent: 3 });
    // 61 people, one abandoned: a round of 2 could at worst take it to 2/63 (3.2%), over the limit.
    expect(res.body.payload.pacedLines).toBe(1);
    expect((await server.request('GET', `/v2/paralleldialers/lists/${listId}/abandonment`, { token: rep2 })).body.payload.personAnswers).toBe(61);
  });

  it("is the tenant's: another tenant's list is 404", async () => {
    const listId = await listOf(2);
    const other = await createTenant(server.db, 'Abandon Outsider Co');
    const outsider = await makeUser(server.db, other.id, { tag: 'abandon-out', role: 'admin' });
    const token = await server.login(outsider.email);
    expect((await server.request('GET', `/v2/paralleldialers/lists/${listId}/abandonment`, { token })).status).toBe(404);
  });
});
