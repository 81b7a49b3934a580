import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../e2e/support/fixtures';
import { addDemoUser } from '../e2e/support/users';
import { callLine, dial, openRep, sessionOf, setEchoCancellation, toneLevels, type Rep } from './support/phone-fixtures';
import { fakeMicrophone } from './support/tone-wav';

/**
 * A soft join mixes the two calls in the joining rep's offscreen document (Web Audio). Each rep's
 * microphone plays its own tone; an analyser on the far-side audio of every call shows which tones
 * reach whom: after the join, each far side hears both other parties.
 *
 * The browser's echo canceller is off on every microphone here. With it on, two continuous tones
 * both ways are endless double talk with no echo path to learn, and the canceller silences one
 * side's microphone (measured: the tone drops from about -35 dB to the noise floor at the
 * microphone itself, a different side in each run), which no mix can bring back.
 */
const TONE = { host: 700, first: 440, second: 1300 } as const;
/** A frequency nobody plays: the noise floor. */
const QUIET = 3100;
const FREQUENCIES = [TONE.host, TONE.first, TONE.second, QUIET];
/**
 * A tone "is heard" when it stands well above the noise floor and within reach of the loudest tone
 * of that stream (measured here without echo cancellation: tones -22..-24 dB, other bins -55..-100 dB).
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
  for (const rep of [host, first, second]) expect(await setEchoCancellation(rep, false)).toEqual({ ok: true });
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

// The held party's audio (hold, then unhold by the join) reaches the host and through the mix the second party.
test('after a soft join, audio from both other parties reaches each side', async () => {
  await joinThree();
  await expect.poll(() => heard(first), { timeout: 20_000 }).toEqual([['host', 'second']]);
  await expect.poll(async () => (await heard(host)).sort(), { timeout: 20_000 }).toEqual([['first'], ['second']]);
  await expect.poll(() => heard(second), { timeout: 20_000 }).toEqual([['first', 'host']]);
  await hangUpAll();
});
