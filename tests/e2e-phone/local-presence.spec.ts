import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { carrierRecording } from './support/carrier-audio';
import { apiCall, apiLogin, callLine, dial, dismissResultPanel, openRep, type Rep } from './support/phone-fixtures';

/**
 * Local presence (spec 3 settings/numbers/localrandompresence) on the real call path: the demo
 * tenant gets one local number in area 907 (no other phone test dials there). A call into 907
 * presents it to the carrier; a call elsewhere presents the rep's own caller id.
 */
const LOCAL = '+19075550100';
let rep: Rep;
let admin: string;

test.beforeAll(async () => {
  admin = await apiLogin('admin@demo.test');
  const set = await apiCall('PUT', '/admin/telephony/settings', { token: admin, body: { localPresence: { enabled: true, numbers: [LOCAL] } } });
  expect(set.status).toBe(200);
  // The phone reads local presence as it starts.
  rep = await openRep('rep@demo.test');
});
test.afterAll(async () => {
  await rep?.close();
  await apiCall('PUT', '/admin/telephony/settings', { token: admin, body: { localPresence: { enabled: false, numbers: [] } } });
});

async function callAndHangUp(number: string) {
  await dial(rep, number);
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  await dismissResultPanel(rep);
  return (await carrierRecording(number)).meta.headers['X-Caller-Id'];
}

test('a call into the area of a local number presents it; a call elsewhere presents the rep’s own caller id', async () => {
  const settings = await apiCall<{ payload: { callerId: string | null } }>('GET', '/telephony/settings', { token: await apiLogin('rep@demo.test') });
  const local = `+1907555${String(randomInt(100, 999))}1`;
  expect(await callAndHangUp(local)).toBe(LOCAL);
  const elsewhere = `+1555${String(randomInt(10_000, 99_999))}1`;
  expect(await callAndHangUp(elsewhere)).toBe(settings.body.payload.callerId);
});
