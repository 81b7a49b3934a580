import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { decodeToChannels } from '../../server/areas/telephony/media/audio-encoder';
import { readWav, rms, toneLevel } from '../../server/areas/telephony/media/wav';
import type { Recording, RecordingAnalysis } from '../../src/contract';
import { apiCall, apiLogin, callLine, dial, openRep, setEchoCancellation, type Rep } from './support/phone-fixtures';
import { fakeMicrophone } from './support/tone-wav';

/**
 * What the server does to a call on the media relay. Recording: a recorded call to a number is recorded by rtpengine, not in the
 * rep's browser, and becomes a stereo file on the server (channel 1 the rep, channel 2 the far
 * side) with a talk/silence map per channel. Leave message: the voice message is played to the far
 * side, then the call ends. The rep's microphone plays a 700 Hz tone.
 */
const REP_TONE = 700;
const number = () => `+1555${String(randomInt(100_000, 999_999)).slice(0, 5)}1`;

async function openTalkingRep(email: string): Promise<Rep> {
  const rep = await openRep(email, fakeMicrophone(REP_TONE));
  expect(await setEchoCancellation(rep, false)).toEqual({ ok: true });
  return rep;
}

/** The call's recordings, once the server has one. */
async function recordingsOf(email: string, sipCallId: string, timeout = 15_000): Promise<Recording[]> {
  const token = await apiLogin(email);
  const list = async () => (await apiCall<{ payload: { recordings: Recording[] } }>('GET', `/telephony/calls/${encodeURIComponent(sipCallId)}/recordings`, { token })).body.payload.recordings;
  await expect.poll(async () => (await list()).length, { timeout }).toBeGreaterThan(0);
  return list();
}

async function download(email: string, recording: Recording) {
  const token = await apiLogin(email);
  const res = await fetch(`${process.env.E2E_API_URL}/media/recording/${recording.mediaName}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const analysis = (await apiCall<{ payload: RecordingAnalysis }>('GET', `/telephony/recordings/${recording.mediaName}/analysis`, { token })).body.payload;
  return { channels: await decodeToChannels(Buffer.from(await res.arrayBuffer())), analysis };
}

/** When the carrier spoke on its call to `number` (absolute ms), from what it kept of the call. */
async function carrierSaid(number: string): Promise<{ startMs: number; endMs: number }[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'carrier-audio');
  const digits = number.replace(/\D/g, '');
  const find = async () => (await readdir(dir).catch(() => [] as string[])).find((f) => f.replace(/\D/g, '').startsWith(digits) && f.endsWith('.json'));
  await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
  const meta = JSON.parse(await readFile(path.join(dir, (await find())!), 'utf8')) as { startedAt: number; said: { startMs: number; endMs: number }[] };
  return meta.said.map((s) => ({ startMs: meta.startedAt + s.startMs, endMs: meta.startedAt + s.endMs }));
}

test('a recorded call to a number gives a stereo file on the server: the rep’s tone on channel 1, the carrier’s speech on channel 2, each at the time it was said', async () => {
  const rep = await openTalkingRep('rep@demo.test');
  try {
    const target = number();
    await dial(rep, target);
    await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
    const sipCallId = (await callLine(rep).getAttribute('data-sip-call-id'))!;
    // Past the person's greeting: from here they answer when the rep has spoken and paused.
    await rep.page.waitForTimeout(2000);
    await rep.page.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(rep.page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
    const recordAt = Date.now();
    await rep.page.waitForTimeout(1500);
    // The rep pauses (mute): the person replies.
    await rep.page.getByRole('button', { name: 'Mute' }).click();
    const muteAt = Date.now();
    await rep.page.waitForTimeout(3500);
    await rep.page.getByRole('button', { name: /Unmute|Mute/ }).click();
    const unmuteAt = Date.now();
    await rep.page.waitForTimeout(1500);
    await rep.page.getByRole('button', { name: 'Stop recording' }).click();
    await expect(rep.page.getByRole('button', { name: 'Record', exact: true })).toBeVisible();
    const stopAt = Date.now();
    await rep.page.getByRole('button', { name: 'Hang up' }).first().click();

    const [recording] = await recordingsOf('rep@demo.test', sipCallId);
    expect(recording).toMatchObject({ source: 'relay', mimeType: 'audio/ogg' });
    expect(recording!.durationMs!).toBeGreaterThan(stopAt - recordAt - 1000);
    expect(recording!.durationMs!).toBeLessThan(stopAt - recordAt + 1000);
    const { channels, analysis } = await download('rep@demo.test', recording!);
    const startedAt = Date.parse(analysis.startedAt);
    /** A channel's level of the rep's tone over a stretch of wall-clock time. */
    const repTone = (samples: Int16Array, from: number, to: number) => toneLevel(samples.subarray(Math.round((from - startedAt) * 8), Math.round((to - startedAt) * 8)), REP_TONE);

    // Channel 1: the rep's tone while talking, nothing while muted; channel 2 never holds it (no echo of the rep).
    expect(repTone(channels.left, recordAt + 300, muteAt - 200), 'the rep’s tone on channel 1').toBeGreaterThan(500);
    expect(repTone(channels.left, muteAt + 400, unmuteAt - 200), 'silence on channel 1 while muted').toBeLessThan(100);
    expect(repTone(channels.left, unmuteAt + 400, stopAt - 300), 'the tone again after unmuting').toBeGreaterThan(500);
    expect(repTone(channels.right, recordAt + 300, stopAt - 300), 'channel 2 is the far side only').toBeLessThan(100);

    // Channel 2's talk spans are when the carrier spoke, within 300 ms.
    const said = (await carrierSaid(target)).filter((s) => s.startMs >= startedAt && s.endMs <= startedAt + recording!.durationMs!);
    expect(said.length, 'the person replied while the rep paused').toBeGreaterThan(0);
    const far = analysis.channels.find((c) => c.name === 'far')!.talk.map((s) => ({ startMs: startedAt + s.startMs, endMs: startedAt + s.endMs }));
    for (const span of said) {
      const match = far.find((f) => Math.abs(f.startMs - span.startMs) <= 300);
      expect(match, `a talk span on channel 2 starts within 300 ms of ${span.startMs - startedAt} ms`).toBeTruthy();
      expect(Math.abs(match!.endMs - span.endMs)).toBeLessThanOrEqual(300);
    }
    // Channel 1's talk map: talking, then the pause, then talking again.
    const repTalk = analysis.channels.find((c) => c.name === 'rep')!.talk.map((s) => ({ startMs: startedAt + s.startMs, endMs: startedAt + s.endMs }));
    expect(repTalk.some((s) => Math.abs(s.endMs - muteAt) <= 400)).toBe(true);
    expect(repTalk.some((s) => Math.abs(s.startMs - unmuteAt) <= 400)).toBe(true);
  } finally {
    await rep.close();
  }
});

test('closing the rep’s browser in the middle of a recorded call still leaves the recording of the call so far', async () => {
  const rep = await openTalkingRep('rep2@demo.test');
  let closed = false;
  try {
    await dial(rep, number());
    await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
    const sipCallId = (await callLine(rep).getAttribute('data-sip-call-id'))!;
    await rep.page.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(rep.page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
    await rep.page.waitForTimeout(3000);
    await rep.close();
    closed = true;
    // The relay sees the rep's leg fall silent for good (10 s) and keeps what it recorded.
    const [recording] = await recordingsOf('rep2@demo.test', sipCallId, 30_000);
    expect(recording).toMatchObject({ source: 'relay' });
    const { channels } = await download('rep2@demo.test', recording!);
    expect(toneLevel(channels.left.subarray(0, 8000 * 2), REP_TONE), 'the rep’s tone before the browser closed').toBeGreaterThan(500);
  } finally {
    if (!closed) await rep.close();
  }
});

test('leave message on an answering machine: the machine hears the voice message, then the call ends by itself', async () => {
  const rep = await openTalkingRep('rep@demo.test');
  try {
    const target = `+1555${String(randomInt(100_000, 999_999)).slice(0, 5)}6`;
    await dial(rep, target);
    await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
    await rep.page.getByRole('button', { name: 'Leave message' }).click();
    await rep.page.getByRole('menuitem', { name: 'Callback request' }).click();
    const leftAt = Date.now();
    // The message plays (a few seconds), then the phone hangs up: no click needed.
    await expect(callLine(rep)).toHaveCount(0, { timeout: 20_000 });
    const endedAt = Date.now();
    expect(endedAt - leftAt).toBeGreaterThan(2000);

    const dir = path.join(process.env.E2E_DATA_DIR!, 'carrier-audio');
    const digits = target.replace(/\D/g, '');
    const find = async () => (await readdir(dir).catch(() => [] as string[])).find((f) => f.replace(/\D/g, '').startsWith(digits) && f.endsWith('.json'));
    await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
    const name = (await find())!;
    const meta = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { startedAt: number };
    const wav = readWav(await readFile(path.join(dir, name.replace(/\.json$/, '.wav'))));
    /** 100 ms windows of what the machine heard from when the message was chosen: speech, not the rep's tone (muted while it plays). */
    const from = Math.max(0, Math.round(((leftAt - meta.startedAt) * 8000) / 1000));
    const heard = wav.samples.subarray(from);
    const windows = Array.from({ length: Math.floor(heard.length / 800) }, (_, i) => heard.subarray(i * 800, i * 800 + 800));
    const spokenMs = windows.filter((w) => rms(w) > 300).length * 100;
    expect(spokenMs, 'the machine heard the message').toBeGreaterThan(1500);
    expect(toneLevel(heard.subarray(800 * 5), REP_TONE), 'the rep’s microphone is off while the message plays').toBeLessThan(200);
  } finally {
    await rep.close();
  }
});

test('with outbound calls recorded by the tenant (spec 3), a call to a number is recorded from its answer without the Record button', async () => {
  const admin = await apiLogin('admin@demo.test');
  expect((await apiCall('PUT', '/admin/telephony/settings', { token: admin, body: { recordingOutboundEnabled: true } })).status).toBe(200);
  const rep = await openTalkingRep('rep@demo.test');
  try {
    await dial(rep, number());
    await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
    const sipCallId = (await callLine(rep).getAttribute('data-sip-call-id'))!;
    // The call line says it is recorded, and the button offers to stop.
    await expect(callLine(rep).getByText('Record')).toBeVisible();
    await expect(rep.page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
    await rep.page.waitForTimeout(2000);
    await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
    const [recording] = await recordingsOf('rep@demo.test', sipCallId);
    expect(recording).toMatchObject({ source: 'relay' });
    expect(recording!.durationMs!).toBeGreaterThan(1500);
  } finally {
    await apiCall('PUT', '/admin/telephony/settings', { token: admin, body: { recordingOutboundEnabled: false } });
    await rep.close();
  }
});
