import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { demoTenantId, userByEmail } from '@/tests/support/server-helpers';
import { freshContact } from '@/tests/support/messaging-helpers';
import { emailAccounts, timelineAcl } from '../db/schema';

/**
 * restrictOwnActivityHistory is a rule of every route that returns an activity, not only of the
 * timeline: with it on, a colleague's email, call recordings, archived call and report drawer
 * entries are not there for the user (404, 406 for the player, or left out of a list); the user's
 * own still are. Each is first shown open without the rule, so the test fails if the rule is lost.
 */
let server: TestServer;
let tenantId: number;
let rep: string;
let rep2: string;
let manager: string;
let repId: number;
let rep2Id: number;
let managerId: number;
let theirEmail: number;
let ownEmail: number;
const THEIR_CALL = 'own-activity-call-rep2';

const restrict = async (userId: number, on: boolean) =>
  server.db
    .insert(timelineAcl)
    .values({ tenantId, userId, restrictOwnActivityHistory: on, canDeleteTimelineEntry: true })
    .onConflictDoUpdate({ target: [timelineAcl.tenantId, timelineAcl.userId], set: { restrictOwnActivityHistory: on } });
const send = async (token: string) => {
  // One email per contact per day: each to a contact of its own.
  const contact = await freshContact(server.db, tenantId, repId);
  const res = await server.request('POST', '/emails/send', {
    token,
    body: { to: contact.email, contact: { contactId: contact.id, email: contact.email }, template: { subject: 'Pricing', body: '<p>Hi</p>' } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload.messageId as number;
};
const drawer = (token: string, userId: number) =>
  server.request('POST', '/reports/activity/activities', { token, body: { measure: 'dials', userIds: [userId], userId, start: '2020-01-01', end: '2030-12-31' } });

beforeAll(async () => {
  server = await startTestServer();
  tenantId = await demoTenantId(server.db);
  rep = await server.login('rep@demo.test');
  rep2 = await server.login('rep2@demo.test');
  manager = await server.login('manager@demo.test');
  repId = (await userByEmail(server.db, 'rep@demo.test'))!.id;
  rep2Id = (await userByEmail(server.db, 'rep2@demo.test'))!.id;
  managerId = (await userByEmail(server.db, 'manager@demo.test'))!.id;
  const contact = await freshContact(server.db, tenantId, repId);
  // Each rep's mailbox (the demo seeds some users' only).
  await server.db
    .insert(emailAccounts)
    .values([repId, rep2Id].map((userId) => ({ tenantId, userId, address: `own-activity-${userId}@demo.test` })))
    .onConflictDoNothing();
  theirEmail = await send(rep2);
  ownEmail = await send(rep);
  // rep2's call, saved and recorded in the phone.
  const saved = await server.request('POST', '/telephony/call-info', {
    token: rep2,
    body: { callId: THEIR_CALL, contactId: contact.id, result: 'Connected', direction: 'out', durationSeconds: 42, phoneNumber: '+12025550100' },
  });
  expect(saved.status).toBe(200);
  const upload = await server.app.fastify.inject({
    method: 'POST',
    url: `/api/media/recording?callId=${THEIR_CALL}`,
    headers: { authorization: `Bearer ${rep2}`, 'content-type': 'audio/webm' },
    payload: Buffer.from('OggS-not-really-audio-but-bytes'),
  });
  expect(upload.statusCode).toBe(200);
});
afterAll(() => server.close());

describe('restrictOwnActivityHistory on every route that returns an activity', () => {
  it("restrictOwnActivityHistory: GET /emails/messages/:id is 404 for a colleague's email; the user's own still opens", async () => {
    await restrict(repId, false);
    expect((await server.request('GET', `/emails/messages/${theirEmail}`, { token: rep })).status).toBe(200);
    await restrict(repId, true);
    const refused = await server.request('GET', `/emails/messages/${theirEmail}`, { token: rep });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain('Pricing');
    expect((await server.request('GET', `/emails/messages/${ownEmail}`, { token: rep })).body.payload.message.id).toBe(ownEmail);
    // The colleague, not restricted, opens their own.
    expect((await server.request('GET', `/emails/messages/${theirEmail}`, { token: rep2 })).status).toBe(200);
  });

  it("restrictOwnActivityHistory: a colleague's call recordings, archived call and its player are not there (even with monitor read)", async () => {
    const recordings = () => server.request('GET', `/telephony/calls/${THEIR_CALL}/recordings`, { token: manager });
    const history = () => server.request('GET', `/telephony/call/history/${THEIR_CALL}`, { token: manager });
    await restrict(managerId, false);
    const open = (await recordings()).body.payload.recordings as { mediaName: string }[];
    expect(open).toHaveLength(1);
    expect((await history()).status).toBe(200);
    const media = () => server.app.fastify.inject({ method: 'GET', url: `/api/media/recording/${open[0]!.mediaName}`, headers: { authorization: `Bearer ${manager}` } });
    expect((await media()).statusCode).toBe(200);
    await restrict(managerId, true);
    expect((await recordings()).body.payload.recordings).toEqual([]);
    expect((await history()).status).toBe(406);
    expect((await media()).statusCode).toBe(406);
    expect((await server.request('GET', `/telephony/recordings/${open[0]!.mediaName}/analysis`, { token: manager })).status).toBe(404);
    // The maker still has theirs.
    expect((await server.request('GET', `/telephony/calls/${THEIR_CALL}/recordings`, { token: rep2 })).body.payload.recordings).toHaveLength(1);
  });

  it("restrictOwnActivityHistory: a report figure's drawer opens only the user's own activities, whatever user is asked for", async () => {
    await restrict(managerId, false);
    const open = await drawer(manager, rep2Id);
    expect(open.status).toBe(200);
    expect(open.body.payload.items.map((i: { user: { id: number } | null }) => i.user?.id)).toContain(rep2Id);
    await restrict(managerId, true);
    const restricted = await drawer(manager, rep2Id);
    expect(restricted.status).toBe(200);
    expect(restricted.body.payload.items.filter((i: { user: { id: number } | null }) => i.user?.id !== managerId)).toEqual([]);
  });
});
