import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { DEMO_PASSWORD, apiUrl } from '../e2e/support/fixtures';
import { addDemoUser } from '../e2e/support/users';
import { apiCall, apiLogin, callLine, dial, openRep, type Rep } from './support/phone-fixtures';

/**
 * The pstn connection type: an admin switches a rep to pstn; quick call rings the rep's own number
 * through the Simulated carrier (which answers as the rep's phone would), then the target; the
 * dialer's commands go to the leg and the legs' events on /updates drive the same dialer UI.
 */
interface Leg {
  id: string;
  role: 'user' | 'target';
  state: string;
  muted: boolean;
  dtmfSent: string;
  phoneNumber: string;
  conferenceId: string | null;
}

let rep: Rep;
let token: string;
let userId: number;
let ownNumber: string;

test.beforeAll(async () => {
  const email = `pstn-${randomUUID().slice(0, 8)}@demo.test`;
  userId = (await addDemoUser({ email, password: DEMO_PASSWORD, firstName: 'Pat', lastName: 'Stn' })).id;
  const admin = await apiLogin('admin@demo.test');
  // The PSTN switch exists only with acl.enablePstn.
  expect((await apiCall('PUT', `/admin/telephony/users/${userId}/connection-type`, { token: admin, body: { connectionType: 'pstn' } })).status).toBe(409);
  expect((await apiCall('PUT', `/admin/telephony/users/${userId}/acl`, { token: admin, body: { enablePstn: true } })).status).toBe(200);
  expect((await apiCall('PUT', `/admin/telephony/users/${userId}/connection-type`, { token: admin, body: { connectionType: 'pstn' } })).status).toBe(200);
  token = await apiLogin(email);
  ownNumber = (await apiCall<{ payload: { userPhoneNumber: string } }>('GET', '/telephony/settings', { token })).body.payload.userPhoneNumber;
  rep = await openRep(email);
});
test.afterAll(async () => {
  await rep?.close();
});

const legsOf = async (callId: string) => {
  const res = await apiCall<{ payload: { legs: Leg[] } }>('GET', `/telephony/quick-calls/${encodeURIComponent(callId)}/legs`, { token });
  return res.status === 200 ? res.body.payload.legs : [];
};
const targetLeg = async (callId: string) => (await legsOf(callId)).find((l) => l.role === 'target');

/** A second /updates client of the same rep, listening to the rooms the phone joins. */
async function listen(rooms: string[]) {
  const socket: Socket = io(`${new URL(apiUrl()).origin}/updates`, { auth: { token }, transports: ['websocket'], forceNew: true });
  const events: Array<{ name: string; data: Record<string, unknown> }> = [];
  socket.onAny((name: string, data: Record<string, unknown>) => events.push({ name, data }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const join = async (room: string) => expect(await socket.emitWithAck('join', room)).toMatchObject({ ok: true });
  for (const room of rooms) await join(room);
  return { events, join, close: () => socket.disconnect() };
}

test('quick call rings the rep’s own phone, then the target; hold, mute, DTMF and hang up act on the leg', async () => {
  await expect(rep.page.getByTestId('phone-registration')).toHaveAttribute('data-connection-type', 'pstn');
  await expect(rep.page.getByTestId('phone-carrier')).toHaveText('Carrier: Simulated carrier');
  await dial(rep, '(202) 555-0101');
  await expect(callLine(rep)).toHaveAttribute('data-sip-call-id', /.+/);
  const callId = (await callLine(rep).getAttribute('data-sip-call-id'))!;
  // First the rep's own number rings and the carrier answers it as the rep's phone would.
  const userLeg = (await legsOf(callId)).find((l) => l.role === 'user');
  expect(userLeg?.phoneNumber).toBe(ownNumber);
  await expect(callLine(rep)).toHaveAttribute('data-state', 'ringing', { timeout: 10_000 });
  expect((await legsOf(callId)).find((l) => l.role === 'user')?.state).toBe('connected');
  // Then the target answers: talking.
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  expect((await targetLeg(callId))?.phoneNumber).toBe('+12025550101');

  await rep.page.getByRole('button', { name: 'Hold', exact: true }).click();
  await expect(callLine(rep)).toHaveAttribute('data-state', 'holdOnly');
  await expect.poll(async () => (await targetLeg(callId))?.state).toBe('held');
  await rep.page.getByRole('button', { name: 'Unhold' }).click();
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking');
  await expect.poll(async () => (await targetLeg(callId))?.state).toBe('connected');

  await rep.page.getByRole('button', { name: 'Mute', exact: true }).click();
  await expect.poll(async () => (await targetLeg(callId))?.muted).toBe(true);
  await rep.page.getByRole('button', { name: 'Unmute' }).click();
  await expect.poll(async () => (await targetLeg(callId))?.muted).toBe(false);

  await rep.page.getByTestId('keypad').getByRole('button', { name: '5' }).click();
  await rep.page.keyboard.press('#');
  await expect.poll(async () => (await targetLeg(callId))?.dtmfSent).toBe('5#');

  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(rep)).toHaveCount(0);
  await expect.poll(async () => (await legsOf(callId)).map((l) => l.state)).toEqual(['ended', 'ended']);
  await expect(rep.page.getByTestId('call-result-panel').getByTestId('call-result-select')).toHaveValue('Connected');
  await rep.page.getByTestId('call-result-panel').getByRole('button', { name: 'Dismiss' }).click();
});

test('a busy target ends the quick call: terminated with the result Busy', async () => {
  await dial(rep, '2025550107');
  const last = rep.page.getByTestId('dialer-panel').getByTestId('last-call');
  await expect(last).toHaveAttribute('data-state', 'terminated', { timeout: 15_000 });
  await expect(rep.page.getByTestId('call-result-panel').getByTestId('call-result-select')).toHaveValue('Busy');
  await rep.page.getByTestId('call-result-panel').getByRole('button', { name: 'Dismiss' }).click();
});

test('an inbound carrier call arrives on incomingPstn/{id}, rings in the panel and connects when the rep’s phone answers', async () => {
  const { userProvisioningId } = (await apiCall<{ payload: { userProvisioningId: string } }>('GET', '/session', { token })).body.payload;
  const listener = await listen([`incomingPstn/${userProvisioningId}`]);
  try {
    const admin = await apiLogin('admin@demo.test');
    const placed = await apiCall<{ payload: { callId: string; to: string } }>('POST', '/admin/telephony/inbound-call', { token: admin, body: { userId, from: '+15550199' } });
    expect(placed.status).toBe(200);
    expect(placed.body.payload.to).toBe(ownNumber);
    await expect.poll(() => listener.events.find((e) => e.name === 'incoming')?.data.callId).toBe(placed.body.payload.callId);
    await expect(rep.page.getByTestId('incoming-call').getByTestId('incoming-number')).toContainText('+15550199');
    // The rep's own phone (answered by the carrier) connects the call: talking in the same dialer UI.
    await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
    await expect(rep.page.getByTestId('incoming-call')).toHaveCount(0);
    await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
    await expect(callLine(rep)).toHaveCount(0);
    await expect.poll(async () => (await legsOf(placed.body.payload.callId)).map((l) => l.state)).toEqual(['ended']);
    await rep.page.getByTestId('call-result-panel').getByRole('button', { name: 'Dismiss' }).click();
  } finally {
    listener.close();
  }
});

test('two quick calls joined in a conference; a participant leaving (participant_destroy) ends that call only', async () => {
  await dial(rep, '2025550101');
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  const first = (await callLine(rep).getAttribute('data-sip-call-id'))!;
  await rep.page.getByRole('button', { name: 'Add call' }).click();
  await dial(rep, '2025550102');
  const active = rep.page.locator('[data-testid="dialer-panel"] [data-testid="call-line"][data-call-type="active"]');
  await expect(active).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  const second = (await active.getAttribute('data-sip-call-id'))!;
  await rep.page.getByRole('button', { name: 'Join' }).click();
  await expect(rep.page.getByTestId('dialer-panel').getByText('Conference')).toHaveCount(2);
  await expect.poll(async () => (await targetLeg(first))?.conferenceId).toBeTruthy();
  const conferenceId = (await targetLeg(first))!.conferenceId!;
  expect((await targetLeg(second))?.conferenceId).toBe(conferenceId);
  const listener = await listen([`conference/${conferenceId}`]);
  try {
    // The first target hangs up (the far party leaving the conference).
    const leaving = (await targetLeg(first))!;
    expect((await apiCall('POST', `/telephony/legs/${leaving.id}/command`, { token, body: { command: 'hangup' } })).status).toBe(200);
    await expect.poll(() => listener.events.find((e) => e.name === 'participant_destroy')?.data.legId).toBe(leaving.id);
    await expect(callLine(rep)).toHaveCount(1);
    await expect(callLine(rep)).toHaveAttribute('data-sip-call-id', second);
    await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
    await expect(callLine(rep)).toHaveCount(0);
  } finally {
    listener.close();
  }
});
