import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { muLawEncode } from './g711';
import { pcapHeader, pcapRecord, streamPcap, type CapturedPacket } from './pcap';
import { buildRtp } from './rtp-packet';
import { analyseStereoFiles, assembleStereoFiles } from './stereo-capture-files';
import { stereoFromCapture } from './stereo-recording';
import { tone } from './wav';

/**
 * Recordings of any length: a generated 90-minute call with audio both ways (540,000 RTP packets,
 * about 117 MB of capture) goes from its pcap to a stereo recording and its analysis as a stream.
 * The rep speaks the first 10 s of every minute, the far side from 30 s to 50 s.
 */
const T0 = 1_795_000_000_000;
const MINUTES = 90;
const REP_PORT = 30010;
const FAR_PORT = 30000;
const browser = { host: '127.0.0.1', port: 50000 };
const carrier = { host: '127.0.0.1', port: 40000 };
// A 1 kHz tone repeats every 8 samples, so one 20 ms frame of it follows another seamlessly.
const TALK = muLawEncode(tone(1000, 20));
const SILENCE = muLawEncode(new Int16Array(160));
const talking = { rep: (s: number) => s % 60 < 10, far: (s: number) => s % 60 >= 30 && s % 60 < 50 };

let dir: string;
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Writes the capture in arrival order, both directions interleaved, a megabyte at a time. */
async function writeCapture(file: string, minutes: number) {
  const out = createWriteStream(file);
  out.write(pcapHeader());
  let batch: Buffer[] = [];
  const frames = minutes * 60 * 50;
  for (let i = 0; i < frames; i++) {
    const second = Math.floor(i / 50);
    for (const leg of ['rep', 'far'] as const) {
      const payload = buildRtp({ payloadType: 0, marker: i === 0, sequence: i & 0xffff, timestamp: (i * 160) >>> 0, ssrc: leg === 'rep' ? 1 : 2, payload: talking[leg](second) ? TALK : SILENCE });
      const packet: CapturedPacket = { atMs: T0 + i * 20, src: leg === 'rep' ? browser : carrier, dst: { host: '127.0.0.1', port: leg === 'rep' ? REP_PORT : FAR_PORT }, payload };
      batch.push(pcapRecord(packet));
    }
    if (batch.length >= 4096) {
      if (!out.write(Buffer.concat(batch))) await once(out, 'drain');
      batch = [];
    }
  }
  out.end(Buffer.concat(batch));
  await once(out, 'finish');
}

describe('recordings of any length', () => {
  it('a 90-minute two-way capture becomes a stereo recording with the right duration, peaks and talk map, in bounded memory', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'dialworks-long-capture-'));
    const file = path.join(dir, 'call.pcap');
    await writeCapture(file, MINUTES);

    // The in-memory assembly of old spread every packet into one Math.min/Math.max call: past ~125,000 packets that throws.
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const audio = await assembleStereoFiles(streamPcap(file), { repPort: REP_PORT, farPort: FAR_PORT }, { fromMs: T0 });
    const analysis = await analyseStereoFiles(audio!);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    await audio!.dispose();

    expect(analysis.durationMs).toBe(MINUTES * 60_000);
    expect(analysis.startedAt).toBe(new Date(T0).toISOString());
    const [rep, far] = analysis.channels;
    // Talk: one span per minute on each side, where it was generated (to the 50 ms frame).
    expect(rep!.talk).toEqual(Array.from({ length: MINUTES }, (_, m) => ({ startMs: m * 60_000, endMs: m * 60_000 + 10_000 })));
    expect(far!.talk).toEqual(Array.from({ length: MINUTES }, (_, m) => ({ startMs: m * 60_000 + 30_000, endMs: m * 60_000 + 50_000 })));
    // Peaks: the most a view draws (4,000 buckets of 1.35 s), the tone's level (8,000 of 32,768) where one talks, silence elsewhere.
    expect(rep!.peaks).toHaveLength(4000);
    expect(far!.peaks).toHaveLength(4000);
    const bucketMs = (MINUTES * 60_000) / 4000;
    const at = (peaks: number[], ms: number) => peaks[Math.floor(ms / bucketMs)]!;
    for (const minute of [0, 45, 89]) {
      expect(at(rep!.peaks, minute * 60_000 + 5000)).toBeCloseTo(0.24, 1);
      expect(at(rep!.peaks, minute * 60_000 + 40_000)).toBe(0);
      expect(at(far!.peaks, minute * 60_000 + 40_000)).toBeCloseTo(0.24, 1);
      expect(at(far!.peaks, minute * 60_000 + 5000)).toBe(0);
    }
    // Bounded memory: the two channels alone are 86 MB each; the stream holds a second of each at a time.
    expect(peak - baseline).toBeLessThan(80 * 1024 * 1024);
  }, 180_000);

  it('the in-memory assembly of a short capture takes more packets than one spread call can (no Math.min(...packets))', () => {
    const packets: CapturedPacket[] = Array.from({ length: 150_000 }, (_, i) => ({
      atMs: T0 + i * 20,
      src: carrier,
      dst: { host: '127.0.0.1', port: FAR_PORT },
      payload: buildRtp({ payloadType: 0, marker: false, sequence: i & 0xffff, timestamp: (i * 160) >>> 0, ssrc: 2, payload: SILENCE }),
    }));
    const audio = stereoFromCapture(packets, { repPort: REP_PORT, farPort: FAR_PORT });
    expect(audio?.far.length).toBe(150_000 * 160);
  }, 60_000);
});
