import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { toneLevel } from '../../server/areas/telephony/media/wav';
import type { ParallelDialerView } from '@/src/phone/parallel-dialer/parallel-dialer-wire';
import { DEMO_PASSWORD } from '../e2e/support/fixtures';
import { addDemoUser } from '../e2e/support/users';
import { carrierCallsSince } from './support/carrier-audio';
import { callActivitiesOf, seedParallelHistory } from './support/demo-db';
import { apiCall, apiLogin, openRep, setEchoCancellation, type Rep } from './support/phone-fixtures';
import { parallelDialerDriver } from './support/parallel-dialer-driver';
import { createDialerContact, createDialerList, listMembers, timelineCalls, uniqueTag, zoneAtHour, type DialerContact } from './support/power-dialer-data';
import { speakingMicrophone } from './support/tone-wav';

/**
 * The parallel dialer end to end on the real media path: lines are calls of the rep's softphone
 * through Kamailio and the media relay to the Simulated carrier, whose numbers answer by their last
 * digit (0-4 a person, 6 an answering machine, 7 busy, 8 no answer, 9 unreachable). Answering-machine
 * detection runs on each line's audio in the offscreen document; messages are played by the server
 * on the relay; the carrier keeps what it heard.
 */
type View = ParallelDialerView;

const REP_TONE = 700;
let rep: Rep;
let userId: number;
let tenantId: number;
let manager: string;

let driver: ReturnType<typeof parallelDialerDriver>;
const view = () => driver.view();
const command = (c: unknown) => driver.command(c);

test.beforeAll(async () => {
  const email = `parallel-${randomUUID().slice(0, 8)}@demo.test`;
  const user = await addDemoUser({ email, password: DEMO_PASSWORD, firstName: 'Paula', lastName: 'Lines' });
  userId = user.id;
  tenantId = user.tenantId;
  const admin = await apiLogin('admin@demo.test');
  const acl = await apiCall('PUT', `/admin/telephony/users/${userId}/acl`, { token: admin, body: { parallelDialer: { enabled: true, lines: 3 } } });
  expect(acl.status, JSON.stringify(acl.body)).toBe(200);
  manager = await apiLogin('manager@demo.test');
  rep = await openRep(email, speakingMicrophone(REP_TONE));
  driver = parallelDialerDriver(rep);
  expect(await setEchoCancellation(rep, false)).toEqual({ ok: true });
});
test.afterAll(async () => {
  await rep?.close();
});

/** A list of contacts whose numbers end in these digits (in this order), assigned to the rep, with a clean month of history when asked. */
async function listOf(digits: string[], history = true) {
  const tag = uniqueTag();
  const contacts: DialerContact[] = [];
  for (const [slot, digit] of digits.entries()) contacts.push(await createDialerContact(manager, tag, slot, digit, { timezone: zoneAtHour(12), label: `Par${slot}d${digit}` }));
  const listId = await createDialerList(
    manager,
    `Parallel ${tag}`,
    [userId],
    contacts.map((c) => c.id),
  );
  // 400 people answered and connected in time out of 4000 line calls: a round of 3 keeps the list far under 3%.
  if (history) await seedParallelHistory({ tenantId, userId, listId, dials: 4000, personAnswers: 400 });
  return { listId, contacts };
}

/** The mean absolute level of a stretch of samples (seconds from the start of the carrier's recording). */
function levelOf(samples: Int16Array, fromS: number, toS: number) {
  const part = samples.subarray(Math.round(fromS * 8000), Math.round(toS * 8000));
  let sum = 0;
  for (const s of part) sum += Math.abs(s);
  return part.length ? sum / part.length : 0;
}

test('three lines on nine contacts: the first person is connected, a second gets the callback notice and is called back, machines get the voice message, and every result is written', async () => {
  test.setTimeout(240_000);
  const testStartedAt = Date.now();
  // The numbers are the dialer data's fixed ones, which other specs call too: only this test's calls count.
  const carrierHeard = (number: string) => carrierCallsSince(number, testStartedAt);
  const { listId, contacts } = await listOf(['1', '6', '2', '7', '9', '3', '8', '6', '4']);
  const byDigitAt = (slot: number) => contacts[slot]!;

  await rep.page.goto(`chrome-extension://${rep.extensionId}/workspace.html#!/lists/${listId}`);
  await rep.page.getByTestId('parallel-dial').click();
  const modal = rep.page.getByTestId('parallel-dialer-modal');
  await expect(modal.getByTestId('parallel-lines')).toBeVisible();
  await modal.getByText('3', { exact: true }).click();
  await modal.getByTestId('parallel-start').click();
  await expect(modal).toBeHidden();
  const panel = rep.page.getByTestId('parallel-dialer-panel');
  await expect(panel).toHaveAttribute('data-phase', 'running');
  await expect(panel.getByTestId(/^parallel-line-\d$/)).toHaveCount(3);
  await expect(panel.getByTestId('parallel-guard')).toHaveAttribute('data-allowed', '3');
  // A second start while it runs is refused with the spec's text.
  expect(
    await command({
      command: 'start',
      start: { listId, lines: 2, callerNumber: '+15550000000', voiceMessageId: null, callbackNoticeId: null, resultForVoiceMessage: 'Left Voicemail', resultForCallbackNotice: 'Call back later' },
    }),
  ).toEqual({ ok: false, reason: 'There is an active parallel dialer session in progress.' });

  const { heard, replays, seenIn } = await driver.talkThrough();
  const final = await view();
  expect(final.dialed).toBeGreaterThanOrEqual(9);
  expect(final.tally.personAnswers).toBeGreaterThanOrEqual(4);
  // The list's 30-day rate, shown on the panel, stays at or below the limit.
  expect(final.abandonment!.ratePercent).toBeLessThanOrEqual(final.abandonment!.limitPercent);
  await expect(panel.getByTestId('parallel-guard')).toHaveAttribute('data-rate', String(final.abandonment!.ratePercent));

  const members = await listMembers(manager, listId);
  const resultOf = (slot: number) => members.get(byDigitAt(slot).id)?.lastCallResult;
  expect(resultOf(3), 'busy').toBe('Busy');
  expect(resultOf(4), 'unreachable').toBe('Call Failed');
  expect(resultOf(6), 'no answer').toBe('No Answer');
  expect(resultOf(1), 'machine').toBe('Left Voicemail');
  expect(resultOf(7), 'machine').toBe('Left Voicemail');
  // Every person ends up talking to the rep: directly, or called back from the queue.
  for (const slot of [0, 2, 5, 8]) expect(resultOf(slot), `person ${slot}`).toBe('Connected');
  // The rep heard the people they were connected to (their replies), through the phone.
  expect(heard.length).toBeGreaterThanOrEqual(3);
  // The first one's greeting, said before the rep was on the line, was played to the rep as the line was handed over.
  expect(replays[0]?.ms, JSON.stringify(replays)).toBeGreaterThan(300);

  // The machine's recording holds the voice message after its beep (8.5 s into the call), and never the rep's microphone.
  const [machine] = await carrierHeard(byDigitAt(1).number);
  if (!machine) throw new Error('the carrier kept no call to the machine');
  expect(machine.meta.headers['X-Session-Type']).toBe('parallel-dial');
  // The line presented the rep's caller id (spec 3; their own number here).
  const telephony = await apiCall<{ payload: { callerId: string | null } }>('GET', '/telephony/settings', { token: await apiLogin(rep.email) });
  expect(machine.meta.headers['X-Caller-Id']).toBe(telephony.body.payload.callerId);
  expect(levelOf(machine.samples, 9.5, 11.5), 'the voice message after the beep').toBeGreaterThan(200);
  expect(toneLevel(machine.samples, REP_TONE), "the rep's microphone never reached a line that was not handed over").toBeLessThan(100);

  // A person who answered while the rep was busy heard the callback notice (in the carrier's first call to them) and was called back.
  const noticedIds = [...(seenIn.get('callback_notice') ?? [])];
  expect(noticedIds.length, 'a person met a busy rep and heard the callback notice').toBeGreaterThanOrEqual(1);
  const noticed = contacts.find((c) => c.id === noticedIds[0])!;
  const [firstCall, callBack] = await carrierHeard(noticed.number);
  expect(callBack, 'and was called back').toBeTruthy();
  // Whatever the carrier received on that line is ours: the rep's microphone never goes there, so speech in it is the notice.
  const windows = Math.max(0, Math.floor(firstCall!.samples.length / 8000) - 1);
  expect(windows, `the line lasted long enough to hear a notice (${firstCall!.samples.length / 8000} s)`).toBeGreaterThan(0);
  const loudest = Math.max(...Array.from({ length: windows }, (_, s) => levelOf(firstCall!.samples, s, s + 1)));
  expect(loudest, 'the callback notice').toBeGreaterThan(200);
  expect(toneLevel(firstCall!.samples, REP_TONE), "and not the rep's microphone").toBeLessThan(100);
  const calls = await callActivitiesOf(userId);

  // Each call is in the one activity log with the parallel dialer's context.
  const mine = calls.filter((c) => (c.data as { context?: { listId?: number } }).context?.listId === listId);
  expect(mine.length).toBeGreaterThanOrEqual(9);
  for (const call of mine) expect(call.data).toMatchObject({ context: { source: 'ParallelDialer', listId } });
  expect((await timelineCalls(manager, byDigitAt(3).id)).map((e) => e.result)).toContain('Busy');
  expect(await command({ command: 'dismiss' })).toEqual({ ok: true });
  await expect(panel).toBeHidden();
  // The list page's button no longer sees a session in progress (the list has nobody due now).
  await expect(rep.page.getByTestId('parallel-dial')).toHaveAttribute('data-reason', 'due');
});

test('on a list with no history the guard dials one line at a time; an incoming call pauses it, and pause, resume and end work; machines get No Answer without a voice message', async () => {
  test.setTimeout(180_000);
  const { listId, contacts } = await listOf(['6', '6', '6', '6', '6'], false);
  expect(
    await command({
      command: 'start',
      start: { listId, lines: 3, callerNumber: '+15550000000', voiceMessageId: null, callbackNoticeId: null, resultForVoiceMessage: 'Left Voicemail', resultForCallbackNotice: 'Left Voicemail' },
    }),
  ).toEqual({ ok: true });
  const panel = rep.page.getByTestId('parallel-dialer-panel');
  await expect(panel.getByTestId('parallel-guard')).toHaveAttribute('data-allowed', '1');
  await expect(panel.getByTestId('parallel-guard')).toContainText('dialing 1 of 3 lines to stay under the limit');
  // Every view the panel gets never has more than one line in a call.
  let most = 0;
  const busyLines = (v: View) => v.lines.filter((l) => !['enabled', 'on_deck', 'hangup', 'failed', 'queued'].includes(l.status)).length;
  const watch = setInterval(
    () =>
      void view()
        .then((v) => (most = Math.max(most, busyLines(v))))
        .catch(() => undefined),
    250,
  );
  try {
    const members = () => listMembers(manager, listId);
    const first = contacts[0]!;
    // A machine and no voice message: hung up with No Answer.
    await expect.poll(async () => (await members()).get(first.id)?.lastCallResult, { timeout: 30_000 }).toBe('No Answer');

    // An incoming call pauses the dialer (on the server too); declining it resumes it.
    const session = async () =>
      (await apiCall<{ payload: { session: { status: string } | null } }>('GET', '/v2/paralleldialers/sessions/active', { token: await apiLogin(rep.email) })).body.payload.session?.status;
    const admin = await apiLogin('admin@demo.test');
    expect((await apiCall('POST', '/admin/telephony/inbound-call', { token: admin, body: { userId, from: '+15550199' } })).status).toBe(200);
    await expect.poll(async () => (await view()).incomingCall, { timeout: 10_000 }).toBe(true);
    await expect.poll(session).toBe('paused');
    const ringing = (await driver.phoneState()).calls.find((c) => c.direction === 'incoming')!;
    await driver.send({ target: 'background', type: 'phone.command', command: { command: 'decline', callId: ringing.id } });
    await expect.poll(async () => (await view()).incomingCall, { timeout: 10_000 }).toBe(false);
    await expect.poll(session).toBe('active');

    // The rep's pause: nothing more is dialled until resume.
    await panel.getByTestId('parallel-pause').click();
    await expect(panel).toHaveAttribute('data-paused', 'true');
    await expect.poll(session).toBe('paused');
    await expect.poll(async () => busyLines(await view()), { timeout: 20_000 }).toBe(0);
    const dialedWhilePaused = (await view()).dialed;
    await rep.page.waitForTimeout(5000);
    expect((await view()).dialed).toBe(dialedWhilePaused);
    await panel.getByTestId('parallel-resume').click();
    await expect.poll(session).toBe('active');
    await expect.poll(async () => (await view()).dialed, { timeout: 15_000 }).toBeGreaterThan(dialedWhilePaused);

    // End: the call in progress finishes, then the session is over and its holds are released.
    await panel.getByTestId('parallel-end').click();
    await expect(panel).toHaveAttribute('data-phase', 'ended', { timeout: 30_000 });
    await expect.poll(session).toBeUndefined();
    const after = await members();
    const dialed = contacts.filter((c) => after.get(c.id)?.lastCallResult);
    expect(dialed.length).toBeGreaterThanOrEqual(2);
    expect(dialed.length).toBeLessThan(contacts.length);
    for (const c of dialed) expect(after.get(c.id)?.lastCallResult).toBe('No Answer');
    for (const c of contacts) expect(after.get(c.id)?.listStatus).not.toBe('not contacted reserved');
  } finally {
    clearInterval(watch);
  }
  expect(most, 'one line at a time').toBe(1);
  await panel.getByTestId('parallel-close').click();
  await expect(panel).toBeHidden();
});
