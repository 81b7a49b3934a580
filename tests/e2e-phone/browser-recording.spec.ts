import { expect, test } from '@playwright/test';
import { decodeToChannels } from '../../server/areas/telephony/media/audio-encoder';
import { toneLevel } from '../../server/areas/telephony/media/wav';
import type { Recording, RecordingAnalysis } from '../../src/contract';
import { apiCall, apiLogin, callLine, dial, openRep, sessionOf, setEchoCancellation, type Rep } from './support/phone-fixtures';
import { fakeMicrophone } from './support/tone-wav';

/**
 * A call between two browsers skips the media relay, so the caller's phone records it: stereo
 * (channel 1 the rep, channel 2 the far side), uploaded in parts every 3 s while the call lasts.
 * The caller's microphone plays 700 Hz, the callee's 1100 Hz.
 */
const CALLER_TONE = 700;
const CALLEE_TONE = 1100;

async function openTalking(email: string, frequency: number): Promise<Rep> {
  const rep = await openRep(email, fakeMicrophone(frequency));
  expect(await setEchoCancellation(rep, false)).toEqual({ ok: true });
  return rep;
}

async function callAndAnswer(caller: Rep, callee: Rep): Promise<string> {
  const { userProvisioningId } = await sessionOf(callee.email);
  await dial(caller, userProvisioningId);
  await callee.page.getByTestId('incoming-call').getByRole('button', { name: 'Answer' }).click();
  await expect(callLine(caller)).toHaveAttribute('data-state', 'talking');
  return (await callLine(caller).getAttribute('data-sip-call-id'))!;
}

/** The caller and the callee in their browsers, talking, the caller recording the call. */
async function recordedCall() {
  const caller = await openTalking('rep@demo.test', CALLER_TONE);
  const callee = await openTalking('rep2@demo.test', CALLEE_TONE);
  const sipCallId = await callAndAnswer(caller, callee);
  await caller.page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(caller.page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  return { caller, callee, sipCallId };
}

async function recordingOf(sipCallId: string, timeout: number) {
  const token = await apiLogin('rep@demo.test');
  const list = async () => (await apiCall<{ payload: { recordings: Recording[] } }>('GET', `/telephony/calls/${encodeURIComponent(sipCallId)}/recordings`, { token })).body.payload.recordings;
  await expect.poll(async () => (await list()).length, { timeout }).toBeGreaterThan(0);
  const [recording] = await list();
  const res = await fetch(`${process.env.E2E_API_URL}/media/recording/${recording!.mediaName}`, { headers: { authorization: `Bearer ${token}` } });
  const analysis = (await apiCall<{ payload: RecordingAnalysis }>('GET', `/telephony/recordings/${recording!.mediaName}/analysis`, { token })).body.payload;
  return { recording: recording!, analysis, channels: await decodeToChannels(Buffer.from(await res.arrayBuffer())) };
}

test('a recorded call between two reps is a stereo recording of the caller’s browser: the caller on channel 1, the callee on channel 2', async () => {
  const { caller, callee, sipCallId } = await recordedCall();
  try {
    const recordAt = Date.now();
    await caller.page.waitForTimeout(4000);
    await caller.page.getByRole('button', { name: 'Stop recording' }).click();
    const stopAt = Date.now();
    await caller.page.getByRole('button', { name: 'Hang up' }).first().click();

    const { recording, analysis, channels } = await recordingOf(sipCallId, 15_000);
    expect(recording).toMatchObject({ source: 'browser', mimeType: 'audio/webm' });
    expect(Math.abs(recording.durationMs! - (stopAt - recordAt))).toBeLessThan(1000);
    const middle = (samples: Int16Array) => samples.subarray(8000, samples.length - 8000);
    expect(toneLevel(middle(channels.left), CALLER_TONE), 'the caller on channel 1').toBeGreaterThan(500);
    expect(toneLevel(middle(channels.right), CALLEE_TONE), 'the callee on channel 2').toBeGreaterThan(500);
    expect(toneLevel(middle(channels.left), CALLEE_TONE), 'only the caller on channel 1').toBeLessThan(toneLevel(middle(channels.left), CALLER_TONE) / 5);
    expect(toneLevel(middle(channels.right), CALLER_TONE), 'only the callee on channel 2').toBeLessThan(toneLevel(middle(channels.right), CALLEE_TONE) / 5);
    expect(analysis.channels.map((c) => c.talk.length > 0)).toEqual([true, true]);
  } finally {
    await caller.close();
    await callee.close();
  }
});

test('closing the caller’s browser in the middle of a recorded call between reps keeps the parts already uploaded', async () => {
  const { caller, callee, sipCallId } = await recordedCall();
  try {
    // Two parts (3 s each) have left the browser.
    await caller.page.waitForTimeout(7000);
    await caller.close();
    // The server ends the upload when no part came for 15 s.
    const { recording, channels } = await recordingOf(sipCallId, 40_000);
    expect(recording.durationMs!).toBeGreaterThan(5000);
    expect(toneLevel(channels.left.subarray(8000, 40_000), CALLER_TONE)).toBeGreaterThan(500);
  } finally {
    await caller.close().catch(() => undefined);
    await callee.close();
  }
});
