import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { toneLevel } from '../../server/areas/telephony/media/wav';
import { carrierRecording } from './support/carrier-audio';
import { apiCall, apiLogin, callLine, dial, dismissResultPanel, mediaStats, openRep, sessionOf, setEchoCancellation, type Rep } from './support/phone-fixtures';
import { fakeMicrophone } from './support/tone-wav';

/**
 * The media path of a call to a telephone number: the browser speaks WebRTC (ICE, DTLS-SRTP) to the
 * media relay, the relay speaks plain RTP with G.711 to the Simulated carrier, which answers with
 * real speech and keeps what it heard. The rep's microphone plays a 700 Hz tone.
 */
const REP_TONE = 700;
let rep: Rep;

test.beforeAll(async () => {
  rep = await openRep('rep@demo.test', fakeMicrophone(REP_TONE));
  expect(await setEchoCancellation(rep, false)).toEqual({ ok: true });
});
test.afterAll(async () => {
  await rep?.close();
});

/** What the carrier kept of the call to `number`: its metadata (digits, headers), and the rep's tone level (0..32767) over a stretch of wall-clock time. */
async function carrierHeard(number: string) {
  const { meta, between } = await carrierRecording(number);
  return { meta, levelBetween: (from: number, to: number) => toneLevel(between(from, to), REP_TONE) };
}

test('a call to a number ending 1 carries audio both ways through the relay: the greeting reaches the rep, the rep’s tone reaches the carrier, mute stops it, DTMF arrives', async () => {
  const number = `+1555${String(randomInt(100_000, 999_999)).slice(0, 5)}1`;
  await dial(rep, number);
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  const talkingAt = Date.now();
  // The person's greeting ('Hello?' and the like) arrives as audio on the rep's far-side track.
  const before = (await mediaStats(rep))[0]!.audioEnergy;
  await expect.poll(async () => (await mediaStats(rep))[0]!.audioEnergy - before, { timeout: 5000 }).toBeGreaterThan(0.0005);

  await rep.page.waitForTimeout(1500);
  const muteAt = Date.now();
  await rep.page.getByRole('button', { name: 'Mute' }).click();
  await rep.page.waitForTimeout(1500);
  const unmuteAt = Date.now();
  await rep.page.getByRole('button', { name: /Unmute|Mute/ }).click();
  await rep.page.getByTestId('keypad').getByRole('button', { name: '5' }).click();
  await rep.page.getByTestId('keypad').getByRole('button', { name: '#' }).click();
  await rep.page.waitForTimeout(1500);
  const hangupAt = Date.now();
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();

  const { meta, levelBetween } = await carrierHeard(number);
  const talking = levelBetween(talkingAt + 500, muteAt);
  const muted = levelBetween(muteAt + 400, unmuteAt);
  const unmuted = levelBetween(unmuteAt + 400, hangupAt);
  expect(talking, 'the rep’s tone reached the carrier').toBeGreaterThan(500);
  expect(muted, 'nothing of it while muted').toBeLessThan(talking / 10);
  expect(unmuted, 'and again after unmuting').toBeGreaterThan(500);
  expect(meta.dtmf).toBe('5#');
  // Spec 1 section 7: the INVITE named the zone, the user id and the maximum ringing length (no parallel-dial session here);
  // spec 3: it presents the rep's caller id (their own number, as they verified no other).
  const { userId } = await sessionOf('rep@demo.test');
  const settings = await apiCall<{ payload: { callerId: string | null; userPhoneNumber: string | null } }>('GET', '/telephony/settings', { token: await apiLogin('rep@demo.test') });
  expect(settings.body.payload.callerId).toBe(settings.body.payload.userPhoneNumber);
  expect(meta.headers).toEqual({ 'X-Zone': 'localhost', 'X-User-Id': String(userId), 'X-Session-Type': null, 'X-Max-Ringing-Length': '30', 'X-Caller-Id': settings.body.payload.callerId });
  await dismissResultPanel(rep);
});
