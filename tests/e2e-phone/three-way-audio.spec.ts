import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../e2e/support/fixtures';
import { addDemoUser } from '../e2e/support/users';
import { callLine, dial, openRep, sessionOf, toneLevels, type Rep } from './support/phone-fixtures';
import { fakeMicrophone } from './support/tone-wav';

/**
 * A soft join mixes the two calls in the joining rep's offscreen document (Web Audio). Each rep's
 * microphone plays its own tone; an analyser on the far-side audio of every call shows which tones
 * reach whom: after the join, each far side hears both other parties.
 */
const TONE = { host: 700, first: 440, second: 1300 } as const;
/** A frequency nobody plays: the noise floor. */
const QUIET = 3100;
const FREQUENCIES = [TONE.host, TONE.first, TONE.second, QUIET];
/**
 * A tone "is heard" when it stands well above the noise floor and within reach of the loudest tone
 * of that stream (measured here: tones -26..-43 dB, codec noise -60..-100 dB; automatic gain
 * control lowers a microphone by up to ~10 dB over the first seconds).
 */
const ABOVE_FLOOR_DB = 30;
const BELOW_LOUDEST_DB = 25;

let host: Rep;
let first: Rep;
let second: Rep;
let secondEmail: string;

test.beforeAll(async () => {
  secondEmail = `third-party-${randomUUID().slice(0, 8)}@demo.test`;
  await addDemoUser({ email: secondEmail, password: DEMO_PASSWORD, firstName: 'Third', lastName: 'Party' });
  host = await openRep('rep@demo.test', fakeMicrophone(TONE.host));
  first = await openRep('rep2@demo.test', fakeMicrophone(TONE.first));
  second = await openRep(secondEmail, fakeMicrophone(TONE.second));
});
test.afterAll(async () => {
  await host?.close();
  await first?.close();
  await second?.close();
});

/** Which of the tones the rep hears on its only call (or on each call, for the host). */
async function heard(rep: Rep) {
  const calls = await toneLevels(rep, FREQUENCIES);
  return calls.map(({ levels }) => {
    const floor = levels[3]!;
    const loudest = Math.max(...levels.slice(0, 3));
    const threshold = Math.max(floor + ABOVE_FLOOR_DB, loudest - BELOW_LOUDEST_DB);
    return Object.entries(TONE)
      .filter((_, i) => levels[i]! >= threshold)
      .map(([name]) => name)
      .sort();
  });
}

async function callAndAnswer(callee: Rep, email: string) {
  const { userProvisioningId } = await sessionOf(email);
  await dial(host, userProvisioningId);
  await callee.page.getByTestId('incoming-call').getByRole('button', { name: 'Answer' }).click();
  await expect(callLine(callee)).toHaveAttribute('data-state', 'talking');
}

async function joinThree() {
  await callAndAnswer(first, 'rep2@demo.test');
  await expect.poll(() => heard(first), { timeout: 10_000 }).toEqual([['host']]);
  await host.page.getByRole('button', { name: 'Add call' }).click();
  await callAndAnswer(second, secondEmail);
  await expect(host.page.locator('[data-testid="dialer-panel"] [data-testid="call-line"][data-call-type="active"]')).toHaveAttribute('data-state', 'talking');
  // Before the join: the second party hears only the host; the first is on hold.
  await expect.poll(() => heard(second), { timeout: 10_000 }).toEqual([['host']]);
  await host.page.getByRole('button', { name: 'Join' }).click();
  await expect(host.page.getByTestId('dialer-panel').getByText('Conference')).toHaveCount(2);
}

async function hangUpAll() {
  await host.page.getByRole('button', { name: 'Hang up' }).first().click();
  for (const rep of [host, first, second]) await expect(callLine(rep)).toHaveCount(0);
}

test('after a soft join, the first party hears both the host and the second party (Web Audio mix)', async () => {
  await joinThree();
  await expect.poll(() => heard(first), { timeout: 20_000 }).toEqual([['host', 'second']]);
  await expect.poll(async () => (await heard(host)).some((tones) => tones.includes('second'))).toBe(true);
  await hangUpAll();
});

// Known defect (found by this test, open): after hold then unhold (add call, then join), the held
// party's audio to the host stays near silence (~-86 dB) in about one run in three, so the second
// party then does not hear the first. RTP keeps flowing (byte counters move), only the tone is gone.
test.fixme('after a soft join, audio from both other parties reaches each side', async () => {
  await joinThree();
  await expect.poll(() => heard(first), { timeout: 20_000 }).toEqual([['host', 'second']]);
  await expect.poll(async () => (await heard(host)).sort(), { timeout: 20_000 }).toEqual([['first'], ['second']]);
  await expect.poll(() => heard(second), { timeout: 20_000 }).toEqual([['first', 'host']]);
  await hangUpAll();
});
