import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { callActivitiesOf } from './support/demo-db';
import { apiCall, apiLogin, type Rep } from './support/phone-fixtures';
import { createDialerList, listMembers, openDialerRep, timelineCalls, uniqueTag, zoneAtHour } from './support/power-dialer-data';

/**
 * The power dialer engine end to end, driven through its messages from a workspace page (the panel
 * is PD-UI's): real server, Kamailio, the Simulated carrier and the extension's offscreen engine.
 */
interface DialerState {
  status: string;
  engine: string;
  target: { contactId: number } | null;
  call: { phase: string; phoneCallId: string | null } | null;
  resultPanel: { remaining: number } | null;
  lastResult: { contactId: number; result: string } | null;
  dialedCount: number;
  notice: { code: string; text: string } | null;
}
type Reply = { ok: true } | { ok: false; code: string; reason: string };

let rep: Rep;
let userId: number;
let email: string;

const send = <T>(message: unknown) =>
  rep.page.evaluate((m) => (globalThis as unknown as { chrome: { runtime: { sendMessage(x: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage(m), message) as Promise<T>;
const command = (c: unknown) => send<Reply>({ target: 'background', type: 'powerDialer.command', command: c });
const dialerState = () => send<DialerState>({ target: 'background', type: 'powerDialer.getState' });
const hangUp = () => send({ target: 'background', type: 'phone.command', command: { command: 'hangup' } });

test.beforeAll(async () => {
  email = `pd-engine-${randomUUID().slice(0, 8)}@demo.test`;
  // Wrap-up 0: the next contact is dialled as soon as a result is written.
  ({ rep, id: userId } = await openDialerRep({ email, firstName: 'Pat', lastName: 'Dialer', waitSeconds: 0 }));
});
test.afterAll(async () => {
  await rep?.close();
});

/** A contact whose number's last digit picks the Simulated carrier's outcome, at midday in its own zone. */
async function createContact(token: string, tag: string, slot: number, digit: string) {
  // Digit '-': a contact with no phone at all.
  const number = `20255502${slot % 10}${digit}`;
  const phones = digit === '-' ? [] : [{ type: 'work', number, isPrimary: true }];
  const res = await apiCall<{ payload: { contactId: number } }>('POST', '/contacts', {
    token,
    body: { isLead: false, firstName: 'Pe', lastName: `Engine${slot}${tag}`, timezone: zoneAtHour(12), phones, emails: [], otherFields: { Contact_Role__c: 'Champion' } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.payload.contactId, number };
}

async function listOf(digits: string[]) {
  const manager = await apiLogin('manager@demo.test');
  const tag = uniqueTag();
  const contacts = [];
  for (const [slot, digit] of digits.entries()) contacts.push(await createContact(manager, tag, slot, digit));
  const listId = await createDialerList(
    manager,
    `PD engine ${tag}`,
    [userId],
    contacts.map((c) => c.id),
  );
  return { listId, contacts, manager };
}

test('dials each contact in turn, writes the results, refuses a second start, survives a reload and ends', async () => {
  const { listId, contacts, manager } = await listOf(['7', '0']);
  const [busy, answered] = contacts as [(typeof contacts)[0], (typeof contacts)[0]];
  expect(await command({ command: 'start', start: { listId } })).toEqual({ ok: true });

  // A second start while it runs: DIALER_BUSY.
  expect(await command({ command: 'start', start: { listId } })).toEqual({ ok: false, code: 'DIALER_BUSY', reason: 'Cannot execute call because phone service is busy.' });

  // The busy number (ending 7) is rejected by the carrier: Busy is written and the dialer moves on.
  await expect.poll(async () => (await dialerState()).lastResult, { timeout: 20_000 }).toEqual({ contactId: busy.id, result: 'Busy' });
  await expect.poll(async () => (await dialerState()).target?.contactId, { timeout: 20_000 }).toBe(answered.id);

  // A reopened page gets the running dialer from the offscreen document.
  await rep.page.reload();
  await expect.poll(async () => (await dialerState()).status, { timeout: 15_000 }).toBe('calling');
  await expect(rep.page.getByTestId('dialer-panel').getByTestId('call-line')).toHaveAttribute('data-state', 'talking', { timeout: 15_000 });
  await hangUp();

  // Nothing left: the run ends and the reservations are released.
  await expect.poll(async () => (await dialerState()).status, { timeout: 20_000 }).toBe('ended');
  const final = await dialerState();
  expect(final).toMatchObject({ engine: 'terminated', dialedCount: 2, notice: { code: 'LIST_DONE' }, lastResult: { contactId: answered.id, result: 'Connected' } });

  const members = await listMembers(manager, listId);
  expect(members.get(busy.id)?.lastCallResult).toBe('Busy');
  expect(members.get(answered.id)?.lastCallResult).toBe('Connected');
  // Each call is in the one activity log once, with the power dialer's call context.
  const calls = await callActivitiesOf(userId);
  expect(calls).toHaveLength(2);
  for (const call of calls) expect(call.data).toMatchObject({ context: { source: 'PowerDialer', listId } });
  expect(await command({ command: 'dismiss' })).toEqual({ ok: true });
  expect((await dialerState()).status).toBe('inactive');
});

test('mandatory call result: the dialer pauses with the countdown; choosing resumes; stop ends and releases', async () => {
  const admin = await apiLogin('admin@demo.test');
  const acl = await apiCall('PUT', `/admin/telephony/users/${userId}/acl`, { token: admin, body: { mandatoryCallResult: { enabled: true, time: 60, automaticMove: true } } });
  expect(acl.status).toBe(200);
  try {
    const { listId, contacts, manager } = await listOf(['0', '1']);
    const [first, second] = contacts as [(typeof contacts)[0], (typeof contacts)[0]];
    expect(await command({ command: 'start', start: { listId } })).toEqual({ ok: true });
    await expect(rep.page.getByTestId('dialer-panel').getByTestId('call-line')).toHaveAttribute('data-state', 'talking', { timeout: 20_000 });
    expect((await dialerState()).target?.contactId).toBe(first.id);
    await hangUp();

    await expect.poll(async () => (await dialerState()).status, { timeout: 10_000 }).toBe('paused');
    const paused = await dialerState();
    expect(paused.engine).toBe('paused');
    expect(paused.resultPanel?.remaining).toBeGreaterThan(50);
    // Other actions wait for the result.
    expect(await command({ command: 'next' })).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });

    expect(await command({ command: 'chooseResult', result: 'Meeting Booked' })).toEqual({ ok: true });
    await expect.poll(async () => (await dialerState()).target?.contactId, { timeout: 20_000 }).toBe(second.id);
    expect((await dialerState()).resultPanel).toBeNull();
    await expect.poll(async () => (await listMembers(manager, listId)).get(first.id)?.lastCallResult).toBe('Meeting Booked');
    await expect.poll(async () => (await callActivitiesOf(userId))[0]?.data).toMatchObject({ result: 'Meeting Booked', context: { source: 'PowerDialer' } });

    // Stop during the second call: pending termination until the call ends, then ended.
    await expect.poll(async () => (await dialerState()).call?.phase, { timeout: 15_000 }).toBe('live');
    await expect(rep.page.getByTestId('dialer-panel').getByTestId('call-line')).toHaveAttribute('data-state', 'talking', { timeout: 15_000 });
    expect(await command({ command: 'stop' })).toEqual({ ok: true });
    expect((await dialerState()).status).toBe('pendingTermination');
    await hangUp();
    await expect.poll(async () => (await dialerState()).status, { timeout: 10_000 }).toBe('ended');
    // Its result is written (no countdown after a stop) and the reservation released.
    await expect.poll(async () => (await listMembers(manager, listId)).get(second.id)?.lastCallResult).toBe('Connected');
    expect((await listMembers(manager, listId)).get(second.id)?.listStatus).not.toBe('not contacted reserved');
  } finally {
    await apiCall('PUT', `/admin/telephony/users/${userId}/acl`, { token: admin, body: { mandatoryCallResult: null } });
  }
});

test("a contact with no phone is marked not played; a list paused mid-run answers 423: 'Cannot perform actions on paused lists.' and the dialer ends", async () => {
  const { listId, contacts, manager } = await listOf(['-', '0']);
  const [noPhone, answered] = contacts as [(typeof contacts)[0], (typeof contacts)[0]];
  expect(await command({ command: 'start', start: { listId } })).toEqual({ ok: true });
  await expect(rep.page.getByTestId('dialer-panel').getByTestId('call-line')).toHaveAttribute('data-state', 'talking', { timeout: 20_000 });
  expect((await dialerState()).target?.contactId).toBe(answered.id);
  await expect.poll(async () => (await listMembers(manager, listId)).get(noPhone.id)?.lastCallResult).toBe('not played');

  expect((await apiCall('PATCH', `/lists/${listId}/pause`, { token: manager })).status).toBe(200);
  await hangUp();
  await expect.poll(async () => (await dialerState()).status, { timeout: 10_000 }).toBe('ended');
  expect((await dialerState()).notice).toMatchObject({ code: 'LIST_PAUSED', text: 'Cannot perform actions on paused lists.' });
  // The call itself is in the activity log all the same.
  await expect.poll(async () => (await callActivitiesOf(userId))[0]?.data).toMatchObject({ result: 'Connected', context: { source: 'PowerDialer', listId } });
  // Its list result could not be written on the paused list; pausing released the hold at once (not held for 5 minutes).
  expect((await listMembers(manager, listId)).get(answered.id)).toMatchObject({ lastCallResult: null, listStatus: 'not contacted' });
});

test('pause keeps the dialer paused after the call ends, its result open: the pick lands on the call and the dialer stays paused; previous (from the pause) holds the last contact, Resume dials it and the run goes on; a start while the phone has a call is DIALER_BUSY', async () => {
  const { listId, contacts, manager } = await listOf(['0', '1']);
  const talking = () => expect(rep.page.getByTestId('dialer-panel').getByTestId('call-line')).toHaveAttribute('data-state', 'talking', { timeout: 20_000 });
  expect(await command({ command: 'start', start: { listId } })).toEqual({ ok: true });
  await talking();
  const first = (await dialerState()).target!.contactId;
  const second = contacts.map((c) => c.id).find((id) => id !== first)!;

  expect(await command({ command: 'pause' })).toEqual({ ok: true });
  expect(await dialerState()).toMatchObject({ status: 'paused', engine: 'paused', call: { phase: 'live' } });
  await hangUp();

  // Ended while paused (no mandatory result, wait time 0): the dialer stays paused and the phone's result panel offers
  // the choice with no countdown; nothing is written on the list until the rep picks (or resumes, or moves on).
  const pd = rep.page.getByTestId('power-dialer-panel');
  const resultPanel = rep.page.getByTestId('phone-dock').getByTestId('call-result-panel');
  await expect(resultPanel).toBeVisible({ timeout: 15_000 });
  await expect(pd).toHaveAttribute('data-status', 'paused');
  await expect(pd.getByTestId('pd-status')).toHaveText('Paused');
  await expect(resultPanel.getByTestId('call-result-countdown')).toHaveCount(0);
  expect(await dialerState()).toMatchObject({ status: 'paused', lastResult: null, call: { phase: 'ended' } });
  expect((await listMembers(manager, listId)).get(first)?.lastCallResult ?? null).toBeNull();
  await resultPanel.getByTestId('call-result-subject').fill('Picked while paused');
  await resultPanel.getByTestId('call-result-select').click();
  await rep.page.getByRole('option', { name: 'Meeting Booked', exact: true }).click();
  await expect(resultPanel).toHaveCount(0);
  // Written once, on the call (timeline, activity log) and the list; the dialer is still paused and dialled no one.
  await expect.poll(async () => (await dialerState()).lastResult).toEqual({ contactId: first, result: 'Meeting Booked' });
  await expect.poll(async () => (await timelineCalls(manager, first)).map((e) => e.result)).toEqual(['Meeting Booked']);
  // The rep's latest call, in the one activity log once.
  const logged = await callActivitiesOf(userId);
  expect(logged[0]?.data).toMatchObject({ result: 'Meeting Booked', subject: 'Picked while paused', context: { source: 'PowerDialer', listId } });
  expect(logged.filter((c) => c.data.callId === logged[0]?.data.callId)).toHaveLength(1);
  expect((await listMembers(manager, listId)).get(first)?.lastCallResult).toBe('Meeting Booked');
  expect(await dialerState()).toMatchObject({ status: 'paused', dialedCount: 1 });
  await expect(pd).toHaveAttribute('data-status', 'paused');
  await expect(pd.getByTestId('pd-resume')).toBeEnabled();

  // Previous while paused: the contact this rep played last on the list, held undialled until Resume.
  expect(await command({ command: 'previous' })).toEqual({ ok: true });
  await expect.poll(async () => (await dialerState()).target?.contactId).toBe(first);
  expect(await dialerState()).toMatchObject({ status: 'paused', call: null, dialedCount: 1 });
  await pd.getByTestId('pd-resume').click();
  await talking();
  expect((await dialerState()).target?.contactId).toBe(first);
  expect((await dialerState()).dialedCount).toBe(2);
  await hangUp();

  // Wrap-up 0: straight on to the other contact.
  await expect.poll(async () => (await dialerState()).target?.contactId, { timeout: 20_000 }).toBe(second);
  await talking();
  await hangUp();
  await expect.poll(async () => (await dialerState()).status, { timeout: 20_000 }).toBe('ended');
  const members = await listMembers(manager, listId);
  expect(members.get(second)?.lastCallResult).toBe('Connected');
  expect(await command({ command: 'dismiss' })).toEqual({ ok: true });

  // The phone has a call of its own: the dialer will not start.
  await send({ target: 'background', type: 'phone.command', command: { command: 'dial', number: '2025550100' } });
  await talking();
  expect(await command({ command: 'start', start: { listId } })).toEqual({ ok: false, code: 'DIALER_BUSY', reason: 'Cannot execute call because phone service is busy.' });
  expect((await dialerState()).status).toBe('inactive');
  await hangUp();
});
