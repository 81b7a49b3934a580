import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, callLine, dial, expectAudioFlowing, mediaStats, openRep, sessionOf, type Rep } from './support/phone-fixtures';

let caller: Rep;
let callee: Rep;

test.beforeAll(async () => {
  caller = await openRep('rep@demo.test');
  callee = await openRep('rep2@demo.test');
});
test.afterAll(async () => {
  await caller?.close();
  await callee?.close();
});

test('a rep calls another rep, who answers from the panel: talking with audio, hold, mute, DTMF, hang up', async () => {
  const { userProvisioningId } = await sessionOf('rep2@demo.test');
  await expect(caller.page.getByTestId('phone-carrier')).toHaveText('Carrier: Simulated carrier');
  await dial(caller, userProvisioningId);
  await expect(callLine(caller)).toHaveAttribute('data-state', /trying|ringing/);

  // The callee sees the incoming call in its workspace and answers it there.
  const incoming = callee.page.getByTestId('incoming-call');
  await expect(incoming).toBeVisible();
  await incoming.getByRole('button', { name: 'Answer' }).click();
  await expect(callLine(callee)).toHaveAttribute('data-state', 'talking');
  await expect(callLine(caller)).toHaveAttribute('data-state', 'talking');
  await expect(caller.page.getByTestId('dialer-panel')).toHaveAttribute('data-dial', 'talking');
  await expectAudioFlowing(caller);
  await expectAudioFlowing(callee);

  // Hold: the caller stops sending; unhold: audio flows again.
  await caller.page.getByRole('button', { name: 'Hold', exact: true }).click();
  await expect(callLine(caller)).toHaveAttribute('data-state', 'holdOnly');
  await expect.poll(async () => (await mediaStats(caller))[0]?.senderEnabled).toBe(false);
  await caller.page.getByRole('button', { name: 'Unhold' }).click();
  await expect(callLine(caller)).toHaveAttribute('data-state', 'talking');
  await expectAudioFlowing(caller);

  // Mute turns the local track off, unmute back on.
  await caller.page.getByRole('button', { name: 'Mute', exact: true }).click();
  await expect.poll(async () => (await mediaStats(caller))[0]?.senderEnabled).toBe(false);
  await caller.page.getByRole('button', { name: 'Unmute' }).click();
  await expect.poll(async () => (await mediaStats(caller))[0]?.senderEnabled).toBe(true);

  // DTMF from the keypad (RFC 4733 through the peer connection).
  await caller.page.getByTestId('keypad').getByRole('button', { name: '5' }).click();
  await caller.page.keyboard.press('#');
  await expect.poll(async () => (await mediaStats(caller))[0]?.dtmfSent).toBe('5#');

  await caller.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(caller)).toHaveCount(0);
  await expect(callLine(callee)).toHaveCount(0);
  await expect(caller.page.getByTestId('dialer-panel')).toHaveAttribute('data-dial', 'idle');
  // The far side's hang-up ended the callee's call cleanly, and both calls wait for a result.
  await expect(callee.page.getByTestId('call-result-panel')).toBeVisible();
  await expect(caller.page.getByTestId('call-result-panel')).toBeVisible();
});

test('a call recorded on demand is uploaded when it ends (both directions, in the offscreen document)', async () => {
  const { userProvisioningId } = await sessionOf('rep2@demo.test');
  await dial(caller, userProvisioningId);
  await callee.page.getByTestId('incoming-call').getByRole('button', { name: 'Answer' }).click();
  await expect(callLine(caller)).toHaveAttribute('data-state', 'talking');
  const sipCallId = await callLine(caller).getAttribute('data-sip-call-id');
  expect(sipCallId).toBeTruthy();
  await caller.page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(caller.page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  await caller.page.waitForTimeout(2000);
  await caller.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(callee)).toHaveCount(0);
  const token = await apiLogin('rep@demo.test');
  await expect
    .poll(async () => {
      const res = await apiCall<{ payload: { recordings: Array<{ bytes: number }> } }>('GET', `/telephony/calls/${encodeURIComponent(sipCallId!)}/recordings`, { token });
      return res.body.payload?.recordings?.[0]?.bytes ?? 0;
    })
    .toBeGreaterThan(1000);
});

test('a rep picks a colleague from the list to call them; the colleague declines', async () => {
  const { userProvisioningId } = await sessionOf('rep2@demo.test');
  const picker = caller.page.getByTestId('colleague-picker');
  await picker.click();
  // Colleagues of the tenant, never oneself.
  await expect(caller.page.getByRole('option', { name: 'Sam Seller' })).toHaveCount(1);
  await expect(caller.page.getByRole('option', { name: 'Riley Rep' })).toHaveCount(0);
  await caller.page.getByRole('option', { name: 'Sam Seller' }).click();
  await expect(caller.page.getByTestId('dial-number')).toHaveValue(userProvisioningId);
  await caller.page.getByTestId('dial-button').click();
  const incoming = callee.page.getByTestId('incoming-call');
  await expect(incoming).toBeVisible();
  await incoming.getByRole('button', { name: 'Decline' }).click();
  await expect(callLine(caller)).toHaveCount(0);
  await expect(callLine(callee)).toHaveCount(0);
});
