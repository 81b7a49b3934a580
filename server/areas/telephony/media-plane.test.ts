import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RegistererState } from 'sip.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@/tests/support/eventually';
import { TEST_SECRET } from '@/tests/support/test-server';
import { createCallMedia } from './media/call-media';
import { readWav, tone, toneLevel, wavFile } from './media/wav';
import { carrierHeardOn, FAST_TIMINGS, phoneCredentials, TestPhone } from './sip-test-harness';
import { startTelephony, type StartedTelephony } from './start-telephony';

/**
 * The media plane on the server's side: Kamailio anchors calls to telephone numbers on rtpengine,
 * the Simulated carrier speaks plain RTP behind it, and the server plays messages into live calls.
 * A Node sip.js user agent stands in for the browser (its own media is not needed here).
 */
let telephony: StartedTelephony;
let caller: TestPhone;
const mediaStatus: [boolean, string | null][] = [];

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dialworks-media-'));
  telephony = await startTelephony({
    secret: TEST_SECRET,
    domain: 'localhost',
    timings: FAST_TIMINGS,
    dataDir,
    restartDelayMs: 300,
    onMediaStatus: (running, reason) => mediaStatus.push([running, reason]),
  });
  caller = new TestPhone(telephony.kamailio.wsServer, 'media-caller', phoneCredentials(TEST_SECRET, 'media-caller'));
  expect(await caller.register()).toBe(RegistererState.Registered);
});
afterAll(async () => {
  await caller?.stop();
  await telephony?.stop();
});

const heardOn = (number: string) => carrierHeardOn(telephony.carrier, number);

describe('the media plane', () => {
  it('anchors a call to a number on the relay: the carrier is offered plain RTP with G.711 only', async () => {
    const { inviter, outcome } = await caller.call('+15550400');
    expect(await outcome).toMatchObject({ established: true });
    const legs = await createCallMedia(telephony.rtpengine!.ng).query(inviter.request.callId);
    const protocols = Object.values(legs.tags as Record<string, { medias: { protocol: string }[] }>)
      .map((t) => t.medias[0]!.protocol)
      .sort();
    expect(protocols).toEqual(['RTP/AVP', 'UDP/TLS/RTP/SAVPF']);
    await inviter.bye();
  });

  it('plays a message into a live call: the carrier hears it for its length, and the server is told when it ended', async () => {
    const message = path.join(await mkdtemp(path.join(os.tmpdir(), 'dialworks-message-')), 'message.wav');
    await writeFile(message, wavFile(tone(1500, 800, 8000, 10000), 8000));
    const heard = heardOn('+15550401');
    const { inviter, outcome } = await caller.call('+15550401');
    expect(await outcome).toMatchObject({ established: true });
    const media = createCallMedia(telephony.rtpengine!.ng);
    let endedAt = 0;
    const startedAt = Date.now();
    const { durationMs } = await media.playToFarSide(inviter.request.callId, message, () => (endedAt = Date.now()));
    expect(durationMs).toBe(800);
    await eventually(() => endedAt, Boolean, { ms: 3000 });
    expect(endedAt - startedAt).toBeGreaterThanOrEqual(790);
    await new Promise((r) => setTimeout(r, 300));
    await inviter.bye();
    const wav = readWav(await readFile((await heard).file));
    // 20 ms windows in which the message's tone stands out: about its length (±100 ms).
    const windows = Array.from({ length: Math.floor(wav.samples.length / 160) }, (_, i) => toneLevel(wav.samples.subarray(i * 160, i * 160 + 160), 1500));
    const loud = windows.filter((level) => level > 2000).length * 20;
    expect(loud).toBeGreaterThan(700);
    expect(loud).toBeLessThan(900);
  });

  it('the relay is started again after it dies, and the next call works within 5 s of its restart', async () => {
    mediaStatus.length = 0;
    const pid = Number(
      execFileSync('pgrep', ['-f', `listen-ng=127.0.0.1:${telephony.rtpengine!.ngPort}`], { encoding: 'utf8' })
        .trim()
        .split('\n')[0],
    );
    process.kill(pid, 'SIGKILL');
    await eventually(
      () => mediaStatus.length,
      (n) => n > 0,
    );
    expect(mediaStatus[0]).toEqual([false, expect.stringMatching(/^rtpengine exited/)]);
    await eventually(() => mediaStatus.some(([running]) => running), Boolean);
    const restartedAt = Date.now();
    const { inviter, outcome } = await caller.call('+15550402');
    expect(await outcome).toMatchObject({ established: true });
    expect(Date.now() - restartedAt).toBeLessThan(5000);
    await inviter.bye();
  });

  it('with the relay gone, a call to a number fails at once with 503 (the phone’s error path), never hangs', async () => {
    await telephony.rtpengine!.stop();
    const { outcome } = await caller.call('+15550403');
    expect(await outcome).toMatchObject({ established: false, statusCode: 503 });
    expect((await outcome).ms).toBeLessThan(4000);
  });
});
