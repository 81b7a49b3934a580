import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../e2e/support/fixtures';
import { addDemoUser } from '../e2e/support/users';
import { callActivitiesOf } from './support/demo-db';
import { apiCall, apiLogin, callLine, dial, openRep, type Rep } from './support/phone-fixtures';

/** A rep of their own whose ACL turns the mandatory call result on (5 s), so other specs keep the default. */
let rep: Rep;
let userId: number;

test.beforeAll(async () => {
  const email = `mandatory-${randomUUID().slice(0, 8)}@demo.test`;
  const user = await addDemoUser({ email, password: DEMO_PASSWORD, firstName: 'Mandy', lastName: 'Result' });
  userId = user.id;
  const admin = await apiLogin('admin@demo.test');
  const set = await apiCall('PUT', `/admin/telephony/users/${userId}/acl`, { token: admin, body: { mandatoryCallResult: { enabled: true, time: 5, automaticMove: false } } });
  expect(set.status).toBe(200);
  rep = await openRep(email);
});
test.afterAll(async () => {
  await rep?.close();
});

const panel = () => rep.page.getByTestId('call-result-panel');
const countdown = () => panel().getByTestId('call-result-countdown');

async function talkAndHangUp(number: string) {
  await dial(rep, number);
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(rep)).toHaveCount(0);
}

/** Every countdown text the panel shows, recorded in the page as it changes (no sampling gaps). */
const recordCountdown = () =>
  rep.page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { countdownSeen: string[] }).countdownSeen = seen;
    const note = () => {
      const text = document.querySelector('[data-testid="call-result-countdown"]')?.textContent;
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    note();
  });
const countdownSeen = () => rep.page.evaluate(() => (window as unknown as { countdownSeen: string[] }).countdownSeen);

test('after a call the countdown panel appears; choosing a result hides it and saves it to the activity log', async () => {
  await talkAndHangUp('2025550101');
  await expect(countdown()).toHaveText(/Choose a result: [1-5] s/);
  await expect(panel().getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  await panel().getByLabel('Subject').fill('Booked a demo');
  // The excluded results are not offered when a result is mandatory.
  await panel().getByTestId('call-result-select').click();
  const options = rep.page.getByRole('option');
  await expect(options.filter({ hasText: 'Meeting Booked' })).toHaveCount(1);
  for (const excluded of ['Call Failed', 'No Answer', 'Callback - HangUp']) await expect(options.filter({ hasText: excluded })).toHaveCount(0);
  // Choosing saves it and closes the panel.
  await options.filter({ hasText: 'Meeting Booked' }).click();
  await expect(panel()).toHaveCount(0);
  await expect.poll(async () => (await callActivitiesOf(userId))[0]?.data).toMatchObject({ result: 'Meeting Booked', subject: 'Booked a demo' });
  // One entry for the call: the save edited the one logged as the call ended.
  expect(await callActivitiesOf(userId)).toHaveLength(1);
});

test('a call left alone: the countdown ticks each second and the panel closes at 0 with the default result', async () => {
  await recordCountdown();
  await talkAndHangUp('2025550102');
  await expect(countdown()).toBeVisible();
  await expect(panel()).toHaveCount(0, { timeout: 10_000 });
  const seen = await countdownSeen();
  const seconds = seen.map((text) => Number(/(\d+) s/.exec(text)?.[1]));
  // From 5 down to 1, one second at a time (a tick delayed by a busy machine may only skip a value).
  expect(seconds[0]).toBe(5);
  expect(seconds[seconds.length - 1]).toBe(1);
  expect(seconds.every((s, i) => i === 0 || s < seconds[i - 1]!)).toBe(true);
  expect(seconds.length).toBeGreaterThanOrEqual(4);
  const [latest] = await callActivitiesOf(userId);
  expect(latest?.data).toMatchObject({ result: 'Connected' });
  expect(await callActivitiesOf(userId)).toHaveLength(2);
});
