import { describe, expect, it } from 'vitest';
import { analyseRecording, channelAnalyser, MAX_PEAKS, peaks, RECORDING_NOISE_THRESHOLD, talkSpans } from './recording-analysis';

const RATE = 8000;
/** A signal: a sine of `amplitude` (of full scale) over [from, to) ms, silence elsewhere. */
function signal(totalMs: number, parts: [number, number, number][]): Int16Array {
  const out = new Int16Array((totalMs * RATE) / 1000);
  for (const [from, to, amplitude] of parts) for (let i = (from * RATE) / 1000; i < (to * RATE) / 1000; i++) out[i] = Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 440 * i) / RATE));
  return out;
}

describe('talk/silence map (spec 1: recording noise threshold 0.009)', () => {
  it('finds when a channel talks, to the 50 ms frame', () => {
    expect(talkSpans(signal(3000, [[500, 1500, 0.2]]), RATE)).toEqual([{ startMs: 500, endMs: 1500 }]);
  });

  it('counts a level under the noise threshold as silence, and one above it as talk', () => {
    // A sine's RMS is its amplitude / sqrt 2.
    expect(talkSpans(signal(1000, [[0, 1000, RECORDING_NOISE_THRESHOLD]]), RATE)).toEqual([]);
    expect(talkSpans(signal(1000, [[0, 1000, RECORDING_NOISE_THRESHOLD * 2]]), RATE)).toEqual([{ startMs: 0, endMs: 1000 }]);
  });

  it('bridges a pause under 300 ms, and splits at a longer one', () => {
    const words = signal(4000, [
      [0, 500, 0.2],
      [700, 1000, 0.2],
      [2000, 2500, 0.2],
    ]);
    expect(talkSpans(words, RATE)).toEqual([
      { startMs: 0, endMs: 1000 },
      { startMs: 2000, endMs: 2500 },
    ]);
  });
});

describe('waveform peaks', () => {
  it('gives 20 peaks a second, the loudest sample of each bucket on 0..1', () => {
    const p = peaks(signal(2000, [[1000, 2000, 0.5]]), RATE);
    expect(p).toHaveLength(40);
    expect(p.slice(0, 20).every((v) => v === 0)).toBe(true);
    expect(p.slice(20).every((v) => v > 0.49 && v <= 0.5)).toBe(true);
  });

  it('keeps a long call to at most 4000 peaks per channel', () => {
    expect(peaks(new Int16Array(RATE * 600), RATE).length).toBeLessThanOrEqual(MAX_PEAKS);
  });
});

it('analyses a stereo recording: the longer channel sets the duration; channel 1 is the rep, 2 the far side', () => {
  const analysis = analyseRecording(signal(1000, [[0, 1000, 0.3]]), signal(1500, [[1000, 1500, 0.3]]), RATE, Date.UTC(2026, 10, 25, 9));
  expect(analysis.startedAt).toBe('2026-11-25T09:00:00.000Z');
  expect(analysis.durationMs).toBe(1500);
  expect(analysis.channels.map((c) => [c.name, c.talk])).toEqual([
    ['rep', [{ startMs: 0, endMs: 1000 }]],
    ['far', [{ startMs: 1000, endMs: 1500 }]],
  ]);
});

describe('a channel analysed in chunks (long recordings are read from disk piece by piece)', () => {
  it('gives the same peaks and talk map as the whole channel at once, whatever the chunk size', () => {
    const samples = Int16Array.from({ length: 8000 * 7 + 123 }, (_, i) => (Math.floor(i / 3000) % 2 ? Math.round(6000 * Math.sin(i / 3)) : 0));
    for (const size of [1, 399, 8000, 10_007]) {
      const analyser = channelAnalyser(samples.length, 8000);
      for (let at = 0; at < samples.length; at += size) analyser.push(samples.subarray(at, at + size));
      expect(analyser.result()).toEqual({ peaks: peaks(samples, 8000), talk: talkSpans(samples, 8000) });
    }
  });
});
