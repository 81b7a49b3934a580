import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playNextReply } from '@/src/contract/entities/power-dialer';
import { activities, callLists, listContacts } from '../../db/schema';
import { manualClock, startTestServer, type TestServer } from '@/tests/support/test-server';
import { otherTenant } from '@/tests/support/crm-helpers';
import { demoTenantId, makeUser, userByEmail } from '@/tests/support/server-helpers';
import { PAUSED } from '../lists/lists-test-helpers';
import { makePlayContacts, makePlaybook, makePlayList, memberRow } from './power-dialer-test-helpers';

const MIN = 60_000;
/** play/next's `idle` when nothing keeps a contact from the caller. */
const NOTHING_WAITING = { listInactive: false, outsideHours: 0, outsideHoursUntil: null, heldByOthers: 0, noPhone: 0, notYetDue: 0, optedOut: 0 };
// 10:00 in New York, 23:00 in Shanghai.
const START = new Date('2026-11-23T15:00:00Z');
const clock = manualClock(START);
let server: TestServer;
let tenantId: number;
let manager: string;
let rep: string;
let rep2: string;
let admin: string;
let repId: number;
let rep2Id: number;

beforeAll(async () => {
  server = await startTestServer({ clock });
  tenantId = await demoTenantId(server.db);
  [manager, rep, rep2, admin] = (await Promise.all(['manager@demo.test', 'rep@demo.test', 'rep2@demo.test', 'admin@demo.test'].map((e) => server.login(e)))) as [string, string, string, string];
  repId = (await userByEmail(server.db, 'rep@demo.test')).id;
  rep2Id = (await userByEmail(server.db, 'rep2@demo.test')).id;
});
afterAll(() => server.close());

const phone = (last: string) => [{ number: `+1212555010${last}`, type: 'work' }];
const next = (token: string, listId: number, query = '') => server.request('GET', `/lists/${listId}/play/next${query}`, { token });
const result = (token: string, listId: number, contactId: number, body: Record<string, unknown>) =>
  server.request('PATCH', `/lists/${listId}/play/${contactId}/result`, { token, body: { listId, contactId, playbookId: null, ...body } });
const skip = (token: string, listId: number, contactId: number) => server.request('POST', `/lists/${listId}/play/${contactId}/skip`, { token });

/** Five contacts whose numbers end 0, 7, 6, 8, 1 on a one-call-step list owned by the manager, assigned to both reps. */
async function powerHour(extraSteps: { action: 'call' | 'email'; gapMinutes?: number }[] = []) {
  const ids = await makePlayContacts(
    server.db,
    tenantId,
    ['0', '7', '6', '8', '1'].map((d) => ({ firstName: `Ends${d}`, phones: phone(d) })),
  );
  const { playbookId, stepIds } = await makePlaybook(server.db, tenantId, [{ action: 'call' }, ...extraSteps]);
  const listId = await makePlayList(server, manager, { contactIds: ids, playbookId, body: { assigneeIds: [repId, rep2Id] } });
  return { ids, playbookId, stepIds, listId };
}

describe('play/next', () => {
  it('reserves the first due contact and answers the action the dialer needs', async () => {
    clock.set(START);
    const { ids, listId, playbookId, stepIds } = await powerHour();
    const res = await next(rep, listId);
    expect(res.status).toBe(200);
    const reply = playNextReply.parse(res.body.payload);
    expect(reply.skipped).toEqual([]);
    expect(reply.action).toMatchObject({
      listId,
      contactId: ids[0],
      playbookId,
      playbookStepId: stepIds[0],
      contact: { id: ids[0], firstName: 'Ends0', timezone: 'America/New_York' },
      callListContact: { listStatus: 'not contacted reserved', reservedByUserId: repId, reservedUntil: new Date(START.getTime() + 5 * MIN).toISOString() },
      jobInfo: { list: { id: listId, playbook: { id: playbookId, steps: [{ id: stepIds[0], name: 'Step 1' }] } } },
      phone: { number: '+12125550100', targetPhoneType: 'Phone', error: null },
    });
    const row = await memberRow(server.db, listId, ids[0]!);
    expect(row).toMatchObject({ listStatus: 'not contacted reserved', reservedByUserId: repId });
  });

  it('gives a second rep the next contact; a rep asking again keeps the one they hold', async () => {
    clock.set(START);
    const { ids, listId } = await powerHour();
    expect((await next(rep, listId)).body.payload.action.contactId).toBe(ids[0]);
    expect((await next(rep2, listId)).body.payload.action.contactId).toBe(ids[1]);
    expect((await next(rep, listId)).body.payload.action.contactId).toBe(ids[0]);
    const status = await server.request('GET', `/lists/${listId}/play/${ids[0]}/status`, { token: rep2 });
    expect(status.body.payload.couldPlay).toEqual({ playable: false, reservedByOther: true, listStatus: 'not contacted reserved' });
    // By hand, the other rep's contact is refused.
    const taken = await next(rep2, listId, `?contactId=${ids[0]}`);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The contact is reserved by another user.');
  });

  it('20 parallel next calls by 2 reps never reserve one contact twice', async () => {
    clock.set(START);
    const { listId } = await powerHour();
    const calls = Array.from({ length: 20 }, (_, i) => next(i % 2 === 0 ? rep : rep2, listId));
    const replies = await Promise.all(calls);
    expect(replies.every((r) => r.status === 200 && r.body.payload.action)).toBe(true);
    const byRep = new Set(replies.filter((_, i) => i % 2 === 0).map((r) => r.body.payload.action.contactId));
    const byRep2 = new Set(replies.filter((_, i) => i % 2 === 1).map((r) => r.body.payload.action.contactId));
    // Each rep holds exactly one contact (their parallel calls answer it), never the other's.
    expect(byRep.size).toBe(1);
    expect(byRep2.size).toBe(1);
    expect([...byRep][0]).not.toBe([...byRep2][0]);
    const held = await server.db
      .select()
      .from(listContacts)
      .where(and(eq(listContacts.listId, listId), sql`${listContacts.reservedUntil} > ${START.toISOString()}::timestamptz`));
    expect(held.map((r) => r.reservedByUserId).sort()).toEqual([repId, rep2Id].sort());
    expect(held.map((r) => r.contactId).sort()).toEqual([[...byRep][0], [...byRep2][0]].sort());
  });

  it('a lapsed reservation is free again and its status goes back to not contacted', async () => {
    clock.set(START);
    const { ids, listId } = await powerHour();
    await next(rep, listId);
    clock.advance(5 * MIN + 1000);
    const other = await next(rep2, listId);
    expect(other.body.payload.action.contactId).toBe(ids[0]);
    clock.set(START);
  });

  it('answers null when nothing is due, and the status route counts and renews', async () => {
    clock.set(START);
    const ids = await makePlayContacts(server.db, tenantId, [{ firstName: 'Solo', phones: phone('3') }]);
    const listId = await makePlayList(server, manager, { contactIds: ids, body: { assigneeIds: [repId] } });
    await server.request('PUT', '/users/me/power-dialer/time', { token: rep, body: { powerDialerTime: 30 } });
    expect((await server.request('GET', `/lists/${listId}/play/status`, { token: rep })).body.payload).toEqual({ active: true, paused: false, dueCount: 1, reservedByMe: null, wrapUpSeconds: 30 });
    await next(rep, listId);
    clock.advance(4 * MIN);
    const status = await server.request('GET', `/lists/${listId}/play/status`, { token: rep });
    expect(status.body.payload).toMatchObject({ dueCount: 1, reservedByMe: ids[0] });
    expect((await memberRow(server.db, listId, ids[0]!)).reservedUntil?.toISOString()).toBe(new Date(clock.now().getTime() + 5 * MIN).toISOString());
    // The list is not the other rep's to play.
    expect((await next(rep2, listId)).status).toBe(403);
    const res = await result(rep, listId, ids[0]!, { result: 'Connected' });
    expect(res.status).toBe(200);
    // Nothing to say why: the list's one contact is done.
    expect((await next(rep, listId)).body.payload).toEqual({ action: null, skipped: [], idle: { ...NOTHING_WAITING } });
    clock.set(START);
  });
});

describe('play result, skip, previous, finish', () => {
  it('the result moves the contact on, releases it, and the call in the log carries the list and step', async () => {
    clock.set(START);
    const { ids, listId, playbookId, stepIds } = await powerHour([{ action: 'call', gapMinutes: 60 }]);
    const action = (await next(rep, listId)).body.payload.action;
    // The phone saves the call (one activity) with its context, then the dialer posts the result.
    const saved = await server.request('POST', '/telephony/call-info', {
      token: rep,
      body: { callId: 'pd-call-1', contactId: ids[0], result: 'Connected', direction: 'out', durationSeconds: 42, phoneNumber: action.phone.number, context: { source: 'PowerDialer' } },
    });
    expect(saved.status).toBe(200);
    const before = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(activities)
      .where(eq(activities.contactId, ids[0]!));
    const res = await result(rep, listId, ids[0]!, { playbookId, result: 'Connected', callId: 'pd-call-1' });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({
      listStatus: 'not contacted',
      playbookStepId: stepIds[1],
      playbookStepEnabledAt: new Date(START.getTime() + 60 * MIN).toISOString(),
      lastCallResult: 'Connected',
    });
    const row = await memberRow(server.db, listId, ids[0]!);
    expect(row).toMatchObject({ lastCallResult: 'Connected', reservedByUserId: null, reservedUntil: null, lastPlayedByUserId: repId, playbookStepId: stepIds[1] });
    // No second call activity; the one written carries list and step.
    const after = await server.db.select().from(activities).where(eq(activities.contactId, ids[0]!));
    expect(after.length).toBe(before[0]!.n);
    const call = after.find((a) => a.kind === 'call')!;
    expect(call.data).toMatchObject({ result: 'Connected', context: { source: 'PowerDialer', listId, playbookId, stepId: stepIds[0] } });
    const [list] = await server.db.select().from(callLists).where(eq(callLists.id, listId));
    expect(list).toMatchObject({ lastActivityType: 'call', lastActivityUserId: repId });
    // The contact's timeline shows the call with its result.
    const timeline = await server.request('GET', `/timeline?contactId=${ids[0]}`, { token: rep });
    expect(timeline.body.payload.entries).toEqual(expect.arrayContaining([expect.objectContaining({ result: 'Connected' })]));
    // Next goes on to the second contact; the first is not due for an hour.
    expect((await next(rep, listId)).body.payload.action.contactId).toBe(ids[1]);
  });

  it('a result on the last step completes the contact', async () => {
    clock.set(START);
    const { ids, listId } = await powerHour();
    await next(rep, listId);
    const res = await result(rep, listId, ids[0]!, { result: 'No Answer' });
    expect(res.status).toBe(200);
    expect(res.body.payload.listStatus).toBe('completed');
  });

  it('skip sends the contact to the back; previous brings back the one played last', async () => {
    clock.set(START);
    const { ids, listId } = await powerHour();
    expect((await next(rep, listId)).body.payload.action.contactId).toBe(ids[0]);
    clock.advance(1000);
    const skipped = await skip(rep, listId, ids[0]!);
    expect(skipped.body.payload).toEqual({ listStatus: 'not contacted skipped' });
    expect(await memberRow(server.db, listId, ids[0]!)).toMatchObject({ listStatus: 'not contacted skipped', skipReason: 'user', reservedByUserId: null });
    expect((await next(rep, listId)).body.payload.action.contactId).toBe(ids[1]);
    clock.advance(1000);
    await result(rep, listId, ids[1]!, { result: 'Busy' });
    expect((await next(rep, listId)).body.payload.action.contactId).toBe(ids[2]);
    const prev = await next(rep, listId, '?previous=true');
    expect(prev.body.payload.action).toMatchObject({ contactId: ids[1], callListContact: { reservedByUserId: repId, listStatus: 'completed' } });
    // The contact left for previous is free again.
    expect(await memberRow(server.db, listId, ids[2]!)).toMatchObject({ listStatus: 'not contacted', reservedByUserId: null });
    // Everyone else before the skipped one: 2, 3, 4, then 0.
    await server.request('POST', '/lists/play/finish', { token: rep, body: { listId } });
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      const action = (await next(rep, listId)).body.payload.action;
      order.push(action.contactId);
      await result(rep, listId, action.contactId, { result: 'Connected' });
    }
    expect(order).toEqual([ids[2], ids[3], ids[4], ids[0]]);
  });

  it('finish releases the caller’s reservations', async () => {
    clock.set(START);
    const { ids, listId } = await powerHour();
    await next(rep, listId);
    const one = await server.request('POST', '/lists/play/finish', { token: rep, body: { listId } });
    expect(one.body.payload).toEqual({ released: 1 });
    expect(await memberRow(server.db, listId, ids[0]!)).toMatchObject({ listStatus: 'not contacted', reservedByUserId: null, reservedUntil: null });
    // Without a list: every list the rep holds contacts on.
    const other = await powerHour();
    await next(rep, other.listId);
    const all = await server.request('POST', '/lists/play/finish', { token: rep, body: {} });
    expect(all.body.payload.released).toBeGreaterThanOrEqual(1);
    const left = await server.db.select().from(listContacts).where(eq(listContacts.reservedByUserId, repId));
    expect(left).toEqual([]);
  });

  it('a result by hand of a contact another rep holds is refused', async () => {
    clock.set(START);
    const { ids, listId } = await powerHour();
    await next(rep, listId);
    const res = await result(rep2, listId, ids[0]!, { result: 'Connected' });
    expect(res.status).toBe(409);
    expect((await memberRow(server.db, listId, ids[0]!)).lastCallResult).toBeNull();
  });
});

describe('phone of the action', () => {
  it('picks by the step phone field and reports the spec errors; not played keeps the contact on its step', async () => {
    clock.set(START);
    const ids = await makePlayContacts(server.db, tenantId, [
      {
        firstName: 'Mobile',
        phones: [
          { number: '+12125550100', type: 'work' },
          { number: '+13125550107', type: 'mobile', isPrimary: false },
        ],
      },
      { firstName: 'NoMobile', phones: [{ number: '+12125550106', type: 'work' }] },
      { firstName: 'NoPhone', phones: [] },
      {
        firstName: 'LeadWork',
        isLead: true,
        phones: [
          { number: '+12125550108', type: 'work' },
          { number: '+12125550109', type: 'mobile', isPrimary: false },
        ],
      },
      { firstName: 'Garbage', phones: [{ number: 'n/a', type: 'mobile' }] },
    ]);
    const { playbookId } = await makePlaybook(server.db, tenantId, [{ action: 'call', contactPhoneField: 'MobilePhone', leadPhoneField: 'Phone' }]);
    const listId = await makePlayList(server, manager, { contactIds: ids, playbookId, body: { assigneeIds: [repId] } });
    const phones = [];
    for (let i = 0; i < ids.length; i++) {
      const action = (await next(rep, listId)).body.payload.action;
      phones.push([action.contactId, action.phone]);
      await result(rep, listId, action.contactId, { result: action.phone.error ? 'not played' : 'Connected' });
    }
    expect(phones).toEqual([
      [ids[0], { number: '+13125550107', targetPhoneType: 'MobilePhone', error: null }],
      [ids[1], { number: null, targetPhoneType: 'MobilePhone', error: 'not available' }],
      [ids[2], { number: null, targetPhoneType: null, error: 'no phone number' }],
      [ids[3], { number: '+12125550108', targetPhoneType: 'Phone', error: null }],
      [ids[4], { number: 'n/a', targetPhoneType: 'MobilePhone', error: 'invalid phone number' }],
    ]);
    expect(await memberRow(server.db, listId, ids[2]!)).toMatchObject({ listStatus: 'not contacted skipped', skipReason: 'phone', lastCallResult: 'not played' });
    // Not played contacts wait an hour before the dialer offers them again.
    expect((await next(rep, listId)).body.payload.action).toBeNull();
    clock.advance(61 * MIN);
    expect((await next(rep, listId)).body.payload.action.contactId).toBe(ids[1]);
    clock.set(START);
  });
});

describe('compliance guards', () => {
  it('never offers an opted-out contact nor one outside 8 am - 9 pm local; the reason shows in the contacts table', async () => {
    clock.set(START);
    const ids = await makePlayContacts(server.db, tenantId, [
      { firstName: 'OptedOut', isCallOptOut: true, phones: phone('0') },
      { firstName: 'Shanghai', timezone: 'Asia/Shanghai', phones: phone('7') },
      { firstName: 'ByNumber', timezone: null, phones: [{ number: '+14155550106', type: 'work' }] },
      { firstName: 'NewYork', phones: phone('8') },
    ]);
    const listId = await makePlayList(server, manager, { contactIds: ids, body: { assigneeIds: [repId] } });
    const res = await next(rep, listId);
    // 15:00 UTC: 23:00 in Shanghai, 07:00 in San Francisco (415, no zone field), 10:00 in New York.
    expect(res.body.payload.action.contactId).toBe(ids[3]);
    expect(res.body.payload.skipped).toEqual([
      { contactId: ids[0], status: 'not contacted dnc skipped', reason: 'dnc' },
      { contactId: ids[1], status: 'not contacted schedule skipped', reason: 'schedule' },
      { contactId: ids[2], status: 'not contacted schedule skipped', reason: 'schedule' },
    ]);
    const table = await server.request('GET', `/lists/${listId}/contacts`, { token: rep });
    const rows = new Map((table.body.payload.contacts as { id: number; listStatus: string; skipReason: string | null }[]).map((r) => [r.id, r]));
    expect(rows.get(ids[0]!)).toMatchObject({ listStatus: 'not contacted dnc skipped', skipReason: 'dnc' });
    expect(rows.get(ids[1]!)).toMatchObject({ listStatus: 'not contacted schedule skipped', skipReason: 'schedule' });
    // By hand, an opted-out contact is still never handed to the dialer.
    await result(rep, listId, ids[3]!, { result: 'Connected' });
    const byHand = await next(rep, listId, `?contactId=${ids[0]}`);
    expect(byHand.body.payload).toEqual({ action: null, skipped: [{ contactId: ids[0], status: 'not contacted dnc skipped', reason: 'dnc' }], idle: null });
    // Nothing else now, and the reply says why: two wait for their calling hours (the first at 8 am in San
    // Francisco, 16:00 UTC), one opted out.
    expect((await next(rep, listId)).body.payload).toEqual({ action: null, skipped: [], idle: { ...NOTHING_WAITING, outsideHours: 2, outsideHoursUntil: '2026-11-23T16:00:00.000Z', optedOut: 1 } });
    // A contact another user holds and one not due yet are counted too (guard off: nobody waits for their hours).
    expect((await server.request('PUT', '/admin/power-dialer/settings', { token: admin, body: { callingHoursGuard: false } })).status).toBe(200);
    try {
      const extra = await makePlayContacts(server.db, tenantId, [{ firstName: 'Held', phones: phone('5') }]);
      await server.db.insert(listContacts).values({ tenantId, listId, contactId: extra[0]!, listStatus: 'not contacted', playbookStepEnabledAt: new Date(START.getTime() + 60 * MIN) });
      expect((await next(rep, listId)).body.payload.action.contactId).toBe(ids[1]);
      await result(rep, listId, ids[1]!, { result: 'Connected' });
      expect((await next(rep, listId)).body.payload.action.contactId).toBe(ids[2]);
      expect((await next(admin, listId)).body.payload).toEqual({ action: null, skipped: [], idle: { ...NOTHING_WAITING, heldByOthers: 1, notYetDue: 1, optedOut: 1 } });
      await result(rep, listId, ids[2]!, { result: 'Connected' });
    } finally {
      await server.request('PUT', '/admin/power-dialer/settings', { token: admin, body: { callingHoursGuard: true } });
    }
    clock.set(START);
  });

  it('the tenant can turn the calling-hours guard off (admins only); opt-out still holds', async () => {
    clock.set(START);
    const ids = await makePlayContacts(server.db, tenantId, [
      { firstName: 'OptedOut2', isCallOptOut: true, phones: phone('0') },
      { firstName: 'Tokyo', timezone: 'Asia/Tokyo', phones: phone('1') },
    ]);
    const listId = await makePlayList(server, manager, { contactIds: ids, body: { assigneeIds: [repId] } });
    expect((await next(rep, listId)).body.payload.action).toBeNull();
    const denied = await server.request('PUT', '/admin/power-dialer/settings', { token: rep, body: { callingHoursGuard: false } });
    expect(denied.status).toBe(403);
    const off = await server.request('PUT', '/admin/power-dialer/settings', { token: admin, body: { callingHoursGuard: false } });
    expect(off.status).toBe(200);
    expect(off.body.payload).toMatchObject({ callingHoursGuard: false, powerDialerSettingsEnabled: true });
    try {
      expect((await next(rep, listId)).body.payload.action.contactId).toBe(ids[1]);
    } finally {
      await server.request('PUT', '/admin/power-dialer/settings', { token: admin, body: { callingHoursGuard: true } });
    }
  });
});

describe('settings', () => {
  it('reads and writes the wait time; only 0 and the wait options pass', async () => {
    const token = rep2;
    const initial = await server.request('GET', '/users/me/power-dialer', { token });
    expect(initial.body.payload).toEqual({ powerDialerTime: null, waitOptions: [10, 20, 30, 60, 120, 180, 300, 600], powerDialerSettingsEnabled: true, callingHoursGuard: true });
    const bad = await server.request('PUT', '/users/me/power-dialer/time', { token, body: { powerDialerTime: 15 } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Power dialer wait time must be 0 or one of 10, 20, 30, 60, 120, 180, 300, 600 seconds');
    expect((await server.request('GET', '/users/me/power-dialer', { token })).body.payload.powerDialerTime).toBeNull();
    expect((await server.request('PUT', '/users/me/power-dialer/time', { token, body: { powerDialerTime: 0 } })).body.payload.powerDialerTime).toBe(0);
    expect((await server.request('PUT', '/users/me/power-dialer/time', { token, body: { powerDialerTime: 600 } })).body.payload.powerDialerTime).toBe(600);
    const flag = await server.request('PUT', '/admin/power-dialer/settings', { token: admin, body: { powerDialerSettingsEnabled: false } });
    expect(flag.body.payload.powerDialerSettingsEnabled).toBe(false);
    expect((await server.request('GET', '/users/me/power-dialer', { token })).body.payload).toMatchObject({ powerDialerTime: 600, powerDialerSettingsEnabled: false, callingHoursGuard: true });
    await server.request('PUT', '/admin/power-dialer/settings', { token: admin, body: { powerDialerSettingsEnabled: true } });
    expect((await server.request('PUT', '/admin/power-dialer/settings', { token: admin, body: {} })).status).toBe(400);
  });
});

describe('paused lists, bad input, permissions, tenants', () => {
  it('every play route answers 423 on a paused list', async () => {
    clock.set(START);
    const { ids, listId } = await powerHour();
    await next(rep, listId);
    await server.db.update(callLists).set({ paused: true }).where(eq(callLists.id, listId));
    const c = ids[0]!;
    const calls = [
      next(rep, listId),
      result(rep, listId, c, { result: 'Connected' }),
      skip(rep, listId, c),
      server.request('GET', `/lists/${listId}/play/${c}/status`, { token: rep }),
      server.request('GET', `/lists/${listId}/play/status`, { token: rep }),
      server.request('POST', '/lists/play/finish', { token: rep, body: { listId } }),
    ];
    for (const res of await Promise.all(calls)) expect({ status: res.status, message: res.body.message }).toEqual(PAUSED);
    expect(await memberRow(server.db, listId, c)).toMatchObject({ lastCallResult: null, reservedByUserId: repId });
  });

  it('pausing a list releases its holds at once (no 5-minute reservation left behind a 423)', async () => {
    clock.set(START);
    const { ids, listId } = await powerHour();
    expect((await next(rep, listId)).status).toBe(200);
    expect((await next(rep2, listId)).status).toBe(200);
    expect(await memberRow(server.db, listId, ids[0]!)).toMatchObject({ listStatus: 'not contacted reserved', reservedByUserId: repId });
    // Another list's hold is not touched.
    const other = await powerHour();
    await next(rep, other.listId);

    const paused = await server.request('PATCH', `/lists/${listId}/pause`, { token: manager });
    expect(paused.status).toBe(200);
    for (const id of ids) expect(await memberRow(server.db, listId, id)).toMatchObject({ listStatus: 'not contacted', reservedByUserId: null, reservedUntil: null });
    expect(await memberRow(server.db, other.listId, other.ids[0]!)).toMatchObject({ listStatus: 'not contacted reserved', reservedByUserId: repId });
    expect((await next(rep, listId)).status).toBe(423);

    // Resumed, the first contact is free for anyone at once (not after PLAY_RESERVATION_MS).
    // The list is shared with nobody: only an administrator may resume it (spec 2 section 6).
    expect((await server.request('PATCH', `/lists/${listId}/unpause`, { token: admin })).status).toBe(200);
    const again = playNextReply.parse((await next(rep2, listId)).body.payload);
    expect(again.action?.contactId).toBe(ids[0]);
  });

  it('a list paused for being idle (the scan) releases its holds like one paused by hand', async () => {
    clock.set(START);
    const { ids, listId } = await powerHour();
    const other = await powerHour();
    expect((await next(rep, listId)).status).toBe(200);
    expect((await next(rep2, listId)).status).toBe(200);
    expect((await next(rep, other.listId)).status).toBe(200);
    // Only the first list is idle: nothing happened on it for longer than its afterDays.
    const old = new Date(START.getTime() - 10 * 24 * 60 * MIN);
    await server.db.update(callLists).set({ afterDays: 3, createdAt: old, modifiedAt: old, lastActivityAt: null }).where(eq(callLists.id, listId));
    await server.db.update(listContacts).set({ addedAt: old, lastCallAt: null }).where(eq(listContacts.listId, listId));
    expect(await memberRow(server.db, listId, ids[1]!)).toMatchObject({ listStatus: 'not contacted reserved', reservedByUserId: rep2Id });

    await server.app.lists.scan();
    const [row] = await server.db.select({ paused: callLists.paused }).from(callLists).where(eq(callLists.id, listId));
    expect(row?.paused).toBe(true);
    for (const id of ids) expect(await memberRow(server.db, listId, id)).toMatchObject({ listStatus: 'not contacted', reservedByUserId: null, reservedUntil: null });
    // The other list is not idle: not paused, its hold stays.
    expect(await memberRow(server.db, other.listId, other.ids[0]!)).toMatchObject({ listStatus: 'not contacted reserved', reservedByUserId: repId });
    expect((await next(rep, listId)).status).toBe(423);
    // Resumed, the first contact is free for anyone at once.
    // The list is shared with nobody: only an administrator may resume it (spec 2 section 6).
    expect((await server.request('PATCH', `/lists/${listId}/unpause`, { token: admin })).status).toBe(200);
    expect(playNextReply.parse((await next(rep2, listId)).body.payload).action?.contactId).toBe(ids[0]);
  });

  it('a rep who may not pause the list gets 403 and the holds stay', async () => {
    clock.set(START);
    const { ids, listId } = await powerHour();
    await next(rep, listId);
    const refused = await server.request('PATCH', `/lists/${listId}/pause`, { token: rep2 });
    expect(refused.status).toBe(403);
    expect(await memberRow(server.db, listId, ids[0]!)).toMatchObject({ listStatus: 'not contacted reserved', reservedByUserId: repId });
  });

  it('bad input is a 400 with a clear message and nothing written', async () => {
    clock.set(START);
    const { ids, listId, playbookId } = await powerHour();
    await next(rep, listId);
    const snapshot = async () => JSON.stringify(await server.db.select().from(listContacts).where(eq(listContacts.listId, listId)).orderBy(listContacts.id));
    const before = await snapshot();
    const unknown = await result(rep, listId, ids[0]!, { result: 'Sold a yacht' });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Unknown call result' } });
    const mismatch = await server.request('PATCH', `/lists/${listId}/play/${ids[0]}/result`, { token: rep, body: { listId: listId + 1000, contactId: ids[0], playbookId, result: 'Connected' } });
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'listId and contactId must match the path' } });
    const empty = await result(rep, listId, ids[0]!, { result: '' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Call result is required');
    const wrongPlaybook = await result(rep, listId, ids[0]!, { result: 'Connected', playbookId: playbookId + 1000 });
    expect(wrongPlaybook).toMatchObject({ status: 400, body: { message: "The playbook is not the list's playbook" } });
    const noCall = await result(rep, listId, ids[0]!, { result: 'Connected', callId: 'never-made' });
    expect(noCall.status).toBe(404);
    expect((await next(rep, listId, '?contactId=abc')).status).toBe(400);
    expect((await next(rep, listId, '?playbookStepId=999999')).body.message).toBe("The step is not in the list's playbook");
    expect((await next(rep, listId, '?playbookStepAction=email')).status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('a contact not in the list is a 404', async () => {
    const { listId } = await powerHour();
    const [stranger] = await makePlayContacts(server.db, tenantId, [{ firstName: 'Stranger', phones: phone('2') }]);
    for (const res of [await next(rep, listId, `?contactId=${stranger}`), await skip(rep, listId, stranger!), await result(rep, listId, stranger!, { result: 'Connected' })]) {
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message: 'The contact is not in this list' });
    }
  });

  it('a rep plays lists they own, are assigned to or that are shared with them; others are 403', async () => {
    clock.set(START);
    const ids = await makePlayContacts(server.db, tenantId, [{ firstName: 'Perm', phones: phone('4') }]);
    const privateList = await makePlayList(server, manager, { contactIds: ids });
    const res = await next(rep, privateList);
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 403, message: 'You do not have permission to play this list' });
    expect((await server.request('GET', `/lists/${privateList}/play/status`, { token: rep })).status).toBe(403);
    const shared = await makePlayList(server, manager, { contactIds: ids, body: { sharing: 'READ_ONLY', sharedWithIds: [repId] } });
    expect((await next(rep, shared)).body.payload.action.contactId).toBe(ids[0]);
    const outsider = await makeUser(server.db, tenantId, { tag: 'pd-outsider' });
    const token = await server.login(outsider.email);
    expect((await next(token, shared)).status).toBe(403);
  });

  it("another tenant's list is a 404 on every play route", async () => {
    const { listId, ids } = await powerHour();
    const other = await otherTenant(server);
    const c = ids[0]!;
    const calls = [
      next(other.token, listId),
      result(other.token, listId, c, { result: 'Connected' }),
      skip(other.token, listId, c),
      server.request('GET', `/lists/${listId}/play/${c}/status`, { token: other.token }),
      server.request('GET', `/lists/${listId}/play/status`, { token: other.token }),
      server.request('POST', '/lists/play/finish', { token: other.token, body: { listId } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect(await memberRow(server.db, listId, c)).toMatchObject({ reservedByUserId: null, lastCallResult: null });
  });
});
