import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { formatPhoneNumber } from '@/src/domain/phone/phone-number-entry';
import { carrierCallsSince } from './support/carrier-audio';
import { callLine, dial, dismissResultPanel, mediaStats, openRep, sessionOf, type Rep } from './support/phone-fixtures';

/**
 * Transfer. Blind: a rep talking to a person on a number transfers the call to a colleague; the
 * person (the Simulated carrier) calls the colleague from the same number, and the rep's call ends.
 * Attended: the rep first calls the colleague (or a number) while the person waits on hold, then
 * puts the person through in place of that call (REFER with Replaces).
 */
let rep: Rep;
let colleague: Rep;
test.beforeAll(async () => {
  rep = await openRep('rep@demo.test');
  colleague = await openRep('rep2@demo.test');
});
test.afterAll(async () => {
  await rep?.close();
  await colleague?.close();
});

const personNumber = () => `+1555${String(randomInt(100_000, 999_999)).slice(0, 5)}1`;
/** A number as the phone shows it to a rep with the demo's (US) dialing plan. */
const shown = (number: string) => formatPhoneNumber(number, 'US');

/** The call result panels of the calls a test ended, closed so the next test starts with a clear phone. */
async function clearEnded(who: Rep) {
  for (let i = 0; i < 3 && (await who.page.getByTestId('call-result-panel').count()) > 0; i++) await dismissResultPanel(who);
}

test('a rep transfers a call to a colleague: the colleague’s phone rings from the same number, they talk, and the rep’s call ends', async () => {
  const number = `+1555${String(randomInt(100_000, 999_999)).slice(0, 5)}1`;
  await dial(rep, number);
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  const { userProvisioningId } = await sessionOf('rep2@demo.test');
  await rep.page.getByTestId('transfer-open').click();
  await rep.page.getByTestId('transfer-target').fill(userProvisioningId);
  await rep.page.getByTestId('transfer-target').press('Enter');
  // The rep's side ends once the far side agreed to call the colleague.
  await expect(callLine(rep)).toHaveCount(0, { timeout: 10_000 });

  const incoming = colleague.page.getByTestId('incoming-call');
  await expect(incoming.getByTestId('incoming-number')).toContainText(shown(number));
  await incoming.getByRole('button', { name: 'Answer' }).click();
  await expect(callLine(colleague)).toHaveAttribute('data-state', 'talking');
  // The caller speaks to the colleague through the media relay.
  await expect.poll(async () => (await mediaStats(colleague))[0]?.audioEnergy ?? 0, { timeout: 10_000 }).toBeGreaterThan(0.0005);
  await colleague.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(colleague)).toHaveCount(0);
});

test('attended transfer: the rep consults a colleague while the caller waits on hold, then puts the caller through in place of that call', async () => {
  await clearEnded(rep);
  await clearEnded(colleague);
  const number = personNumber();
  await dial(rep, number);
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  const { userProvisioningId } = await sessionOf('rep2@demo.test');
  await rep.page.getByTestId('transfer-open').click();
  await rep.page.getByTestId('transfer-target').fill(userProvisioningId);
  await rep.page.getByTestId('transfer-consult').click();
  // The caller waits on hold while the colleague rings: nothing to complete yet.
  await expect(rep.page.locator('[data-testid="call-line"][data-call-type="waiting"]')).toContainText(shown(number));
  await expect(rep.page.getByTestId('transfer-complete')).toBeDisabled();

  const incoming = colleague.page.getByTestId('incoming-call');
  await incoming.getByRole('button', { name: 'Answer' }).click();
  await expect(callLine(colleague)).toHaveAttribute('data-state', 'talking');
  const consultCallId = await callLine(colleague).getAttribute('data-sip-call-id');
  await rep.page.getByTestId('transfer-complete').click();
  // Both of the rep's calls end once the caller is through.
  await expect(callLine(rep)).toHaveCount(0, { timeout: 15_000 });

  // The colleague's phone never rang again: its call goes on, now with the caller, on a new SIP call.
  await expect(callLine(colleague)).toHaveCount(1);
  await expect(callLine(colleague)).toContainText(shown(number), { timeout: 10_000 });
  await expect(callLine(colleague)).toHaveAttribute('data-state', 'talking');
  await expect(callLine(colleague)).not.toHaveAttribute('data-sip-call-id', consultCallId!);
  await expect(incoming).toHaveCount(0);
  // The caller speaks to the colleague through the media relay.
  await expect.poll(async () => (await mediaStats(colleague))[0]?.audioEnergy ?? 0, { timeout: 10_000 }).toBeGreaterThan(0.0005);
  await colleague.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(colleague)).toHaveCount(0);
});

// Known failure since this stop's merges (issue 34 note): after the previous test the rep's phone types the number but
// places no call, and the test times out. Kept visible as fixme until it is found.
test('attended transfer to a number: the carrier puts the caller through to the consulted number, and both of the rep’s calls end', async () => {
  await clearEnded(rep);
  const caller = personNumber();
  let consulted = personNumber();
  while (consulted === caller) consulted = personNumber();
  const startedAt = Date.now();
  await dial(rep, caller);
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  await rep.page.getByTestId('transfer-open').click();
  await rep.page.getByTestId('transfer-target').fill(consulted);
  await rep.page.getByTestId('transfer-consult').click();
  await expect(rep.page.locator('[data-testid="call-line"][data-call-type="active"]')).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  await expect(rep.page.getByTestId('transfer-complete')).toBeEnabled();
  await rep.page.getByTestId('transfer-complete').click();
  await expect(callLine(rep)).toHaveCount(0, { timeout: 15_000 });

  // The carrier joined its two calls: the consulted number has the caller, put through by the transfer.
  await expect.poll(async () => (await carrierCallsSince(consulted, startedAt)).some((call) => call.meta.headers['X-Transferred-From'] === caller), { timeout: 15_000 }).toBe(true);
});

test('a colleague transfers the rep’s call with them to a number: the rep’s phone calls it in their place and the call goes on with the person', async () => {
  await clearEnded(rep);
  await clearEnded(colleague);
  const number = personNumber();
  const startedAt = Date.now();
  const { userProvisioningId } = await sessionOf('rep2@demo.test');
  const { userId } = await sessionOf(rep.email);
  await dial(rep, userProvisioningId);
  await colleague.page.getByTestId('incoming-call').getByRole('button', { name: 'Answer' }).click();
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  const repToColleague = await callLine(rep).getAttribute('data-sip-call-id');

  await colleague.page.getByTestId('transfer-open').click();
  await colleague.page.getByTestId('transfer-target').fill(number);
  await colleague.page.getByTestId('transfer-target').press('Enter');
  await expect(callLine(colleague)).toHaveCount(0, { timeout: 10_000 });

  // The rep's phone call goes on, now with the person at the number, on a call the rep's phone placed.
  await expect(callLine(rep)).toHaveCount(1);
  await expect(callLine(rep)).toContainText(shown(number), { timeout: 10_000 });
  await expect(callLine(rep)).not.toHaveAttribute('data-sip-call-id', repToColleague!);
  await expect.poll(async () => (await mediaStats(rep))[0]?.audioEnergy ?? 0, { timeout: 10_000 }).toBeGreaterThan(0.0005);
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking');
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(rep)).toHaveCount(0);
  const [call] = await carrierCallsSince(number, startedAt);
  expect(call!.meta.headers['X-User-Id']).toBe(String(userId));
});

test('a colleague consults a number, then completes the transfer: the rep’s phone calls it with Replaces and the person takes the call over from the colleague', async () => {
  await clearEnded(rep);
  await clearEnded(colleague);
  const number = personNumber();
  const startedAt = Date.now();
  const { userProvisioningId } = await sessionOf('rep2@demo.test');
  await dial(rep, userProvisioningId);
  await colleague.page.getByTestId('incoming-call').getByRole('button', { name: 'Answer' }).click();
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });

  await colleague.page.getByTestId('transfer-open').click();
  await colleague.page.getByTestId('transfer-target').fill(number);
  await colleague.page.getByTestId('transfer-consult').click();
  await expect(colleague.page.locator('[data-testid="call-line"][data-call-type="active"]')).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  await colleague.page.getByTestId('transfer-complete').click();
  await expect(callLine(colleague)).toHaveCount(0, { timeout: 15_000 });

  await expect(callLine(rep)).toHaveCount(1);
  await expect(callLine(rep)).toContainText(shown(number));
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking');
  await expect.poll(async () => (await mediaStats(rep))[0]?.audioEnergy ?? 0, { timeout: 10_000 }).toBeGreaterThan(0.0005);
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(rep)).toHaveCount(0);
  // The carrier had two calls to the number: the colleague's, and the rep's that replaced it.
  await expect.poll(async () => (await carrierCallsSince(number, startedAt)).length, { timeout: 10_000 }).toBe(2);
  const [consult, replacing] = await carrierCallsSince(number, startedAt);
  expect(replacing!.meta.headers['Replaces']).toContain(consult!.meta.callId);
});
