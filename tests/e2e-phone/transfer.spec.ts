import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { callLine, dial, mediaStats, openRep, sessionOf, type Rep } from './support/phone-fixtures';

/**
 * Blind transfer: a rep talking to a person on a number transfers the call to a colleague; the
 * person (the Simulated carrier) calls the colleague from the same number, and the rep's call ends.
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
  await expect(incoming.getByTestId('incoming-number')).toContainText(number.slice(1));
  await incoming.getByRole('button', { name: 'Answer' }).click();
  await expect(callLine(colleague)).toHaveAttribute('data-state', 'talking');
  // The caller speaks to the colleague through the media relay.
  await expect.poll(async () => (await mediaStats(colleague))[0]?.audioEnergy ?? 0, { timeout: 10_000 }).toBeGreaterThan(0.0005);
  await colleague.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(colleague)).toHaveCount(0);
});
