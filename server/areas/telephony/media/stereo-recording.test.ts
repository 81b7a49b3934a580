import { describe, expect, it } from 'vitest';
import { muLawEncode } from './g711';
import { readPcap, writePcap, type CapturedPacket } from './pcap';
import { buildRtp } from './rtp-packet';
import { interleave, stereoFromCapture } from './stereo-recording';
import { tone, toneLevel } from './wav';

const T0 = 1_795_000_000_000;
const REP_PORT = 30010;
const FAR_PORT = 30000;
const browser = { host: '127.0.0.1', port: 50000 };
const carrier = { host: '127.0.0.1', port: 40000 };

/** The packets a sender's 20 ms frames make, arriving at `atMs` + jitter, to the relay's port. */
function stream(opts: {
  from: { host: string; port: number };
  toPort: number;
  audio: Int16Array;
  startMs: number;
  ssrc: number;
  timestamp?: number;
  jitter?: (i: number) => number;
}): CapturedPacket[] {
  const packets: CapturedPacket[] = [];
  for (let i = 0; i * 160 < opts.audio.length; i++) {
    const payload = buildRtp({
      payloadType: 0,
      marker: i === 0,
      sequence: i,
      timestamp: (opts.timestamp ?? 1000) + i * 160,
      ssrc: opts.ssrc,
      payload: muLawEncode(opts.audio.subarray(i * 160, i * 160 + 160)),
    });
    packets.push({ atMs: T0 + opts.startMs + i * 20 + (opts.jitter?.(i) ?? 0), src: opts.from, dst: { host: '127.0.0.1', port: opts.toPort }, payload });
  }
  return packets;
}

/** The tone's level over [fromMs, toMs) of a channel. */
const levelAt = (samples: Int16Array, frequency: number, fromMs: number, toMs: number) => toneLevel(samples.subarray(fromMs * 8, toMs * 8), frequency);

describe('a stereo recording from the relay’s capture', () => {
  it('puts the rep on channel 1 and the far side on channel 2, each at the time it spoke', () => {
    const packets = [
      ...stream({ from: browser, toPort: REP_PORT, audio: tone(1000, 1000), startMs: 0, ssrc: 1 }),
      ...stream({ from: carrier, toPort: FAR_PORT, audio: tone(400, 500), startMs: 1500, ssrc: 2 }),
    ].sort((a, b) => a.atMs - b.atMs);
    const audio = stereoFromCapture(readPcap(writePcap(packets)), { repPort: REP_PORT, farPort: FAR_PORT })!;
    expect(audio.startedAtMs).toBe(T0);
    expect(audio.rep.length).toBe(2000 * 8);
    expect(levelAt(audio.rep, 1000, 0, 1000)).toBeGreaterThan(6000);
    expect(levelAt(audio.rep, 1000, 1000, 2000)).toBe(0);
    expect(levelAt(audio.far, 400, 0, 1500)).toBe(0);
    expect(levelAt(audio.far, 400, 1500, 2000)).toBeGreaterThan(6000);
    expect(levelAt(audio.far, 1000, 0, 2000)).toBeLessThan(100);
  });

  it('places packets by their RTP timestamps, not their jittered arrival', () => {
    const jittered = stream({ from: carrier, toPort: FAR_PORT, audio: tone(400, 1000), startMs: 0, ssrc: 7, jitter: (i) => (i % 3) * 7 });
    const audio = stereoFromCapture(jittered, { repPort: REP_PORT, farPort: FAR_PORT })!;
    // Continuous tone: no gap or overlap from the jitter.
    expect(audio.far.length).toBe(8000);
    for (let ms = 0; ms < 1000; ms += 100) expect(levelAt(audio.far, 400, ms, ms + 100)).toBeGreaterThan(6000);
  });

  it('leaves out DTMF events, other legs and packets before the recording started again', () => {
    const dtmf: CapturedPacket = {
      atMs: T0 + 100,
      src: browser,
      dst: { host: '127.0.0.1', port: REP_PORT },
      payload: buildRtp({ payloadType: 101, marker: true, sequence: 1, timestamp: 1, ssrc: 9, payload: Buffer.from([5, 10, 0, 160]) }),
    };
    const other = stream({ from: carrier, toPort: 31000, audio: tone(700, 500), startMs: 0, ssrc: 3 });
    const early = stream({ from: browser, toPort: REP_PORT, audio: tone(1000, 500), startMs: 0, ssrc: 4 });
    const late = stream({ from: browser, toPort: REP_PORT, audio: tone(1000, 500), startMs: 1000, ssrc: 4, timestamp: 1000 + 8000 });
    const audio = stereoFromCapture([dtmf, ...other, ...early, ...late], { repPort: REP_PORT, farPort: FAR_PORT }, { fromMs: T0 + 1000 })!;
    expect(audio.startedAtMs).toBe(T0 + 1000);
    expect(audio.rep.length).toBe(4000);
    expect(audio.far.every((s) => s === 0)).toBe(true);
  });

  it('runs from the recording’s start to its stop, however little was sent', () => {
    const words = stream({ from: carrier, toPort: FAR_PORT, audio: tone(400, 500), startMs: 1000, ssrc: 5 });
    const audio = stereoFromCapture(words, { repPort: REP_PORT, farPort: FAR_PORT }, { fromMs: T0, toMs: T0 + 3000 })!;
    expect(audio.far.length).toBe(3 * 8000);
    expect(levelAt(audio.far, 400, 1000, 1500)).toBeGreaterThan(6000);
    expect(levelAt(audio.far, 400, 0, 1000) + levelAt(audio.far, 400, 1500, 3000)).toBe(0);
  });

  it('is null when no audio was captured', () => {
    expect(stereoFromCapture([], { repPort: REP_PORT, farPort: FAR_PORT })).toBeNull();
  });

  it('interleaves the channels as 16-bit stereo PCM', () => {
    const pcm = interleave({ sampleRate: 8000, startedAtMs: 0, rep: Int16Array.from([1, 2]), far: Int16Array.from([-1, -2]) });
    expect([pcm.readInt16LE(0), pcm.readInt16LE(2), pcm.readInt16LE(4), pcm.readInt16LE(6)]).toEqual([1, -1, 2, -2]);
  });
});

it('reads a pcap file: arrival times, addresses and the UDP payload', () => {
  const packet: CapturedPacket = { atMs: T0 + 12.5, src: { host: '10.0.0.1', port: 5004 }, dst: { host: '127.0.0.1', port: 30000 }, payload: Buffer.from('hello') };
  expect(readPcap(writePcap([packet]))).toEqual([packet]);
  expect(() => readPcap(Buffer.alloc(24, 1))).toThrow('not a pcap file');
});
