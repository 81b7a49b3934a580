import { describe, expect, it } from 'vitest';
import { muLawDecode, muLawDecodeSample, muLawEncode, muLawEncodeSample } from './g711';
import { buildRtp, parseRtp } from './rtp-packet';
import { readWav, rms, tone, toneLevel, wavFile } from './wav';
import { resample } from './ffmpeg';

describe('G.711 mu-law', () => {
  it('encodes known values as the standard does', () => {
    expect(muLawEncodeSample(0)).toBe(0xff);
    expect(muLawEncodeSample(-1)).toBe(0x7f);
    expect(muLawEncodeSample(32767)).toBe(0x80);
    expect(muLawEncodeSample(-32768)).toBe(0x00);
    expect(muLawDecodeSample(0xff)).toBe(0);
  });
  it('keeps a tone recognisable through encode and decode (error under 4% of its level)', () => {
    const signal = tone(1000, 100);
    const back = muLawDecode(muLawEncode(signal));
    const error = new Int16Array(signal.length).map((_, i) => signal[i]! - back[i]!);
    expect(rms(error) / rms(signal)).toBeLessThan(0.04);
    expect(toneLevel(back, 1000)).toBeGreaterThan(0.9 * 8000);
    expect(toneLevel(back, 400)).toBeLessThan(200);
  });
});

describe('RTP packets', () => {
  it('parses what it builds, and passes by RTCP and junk', () => {
    const packet = buildRtp({ payloadType: 0, marker: true, sequence: 65535, timestamp: 4_000_000_000, ssrc: 0xdeadbeef, payload: Buffer.from([1, 2, 3]) });
    expect(parseRtp(packet)).toEqual({ payloadType: 0, marker: true, sequence: 65535, timestamp: 4_000_000_000, ssrc: 0xdeadbeef, payload: Buffer.from([1, 2, 3]) });
    const rtcp = Buffer.from([0x80, 0xc8, 0, 6, ...new Array(24).fill(0)]);
    expect(parseRtp(rtcp)).toBeNull();
    expect(parseRtp(Buffer.from('STUN!'))).toBeNull();
  });
});

describe('WAV files', () => {
  it('reads back what it writes', () => {
    const samples = tone(440, 50, 22050);
    const read = readWav(wavFile(samples, 22050));
    expect(read).toMatchObject({ sampleRate: 22050, channels: 1 });
    expect(Array.from(read.samples)).toEqual(Array.from(samples));
  });
});

describe('resampling to the 8 kHz of a telephone line (ffmpeg)', () => {
  // espeak-ng speaks at 22,050 Hz; a browser records at 48,000 Hz.
  it.each([22050, 48000])('from %i Hz keeps a 1 kHz tone and removes a 6 kHz one instead of folding it to 2 kHz', async (rate) => {
    const speech = tone(1000, 500, rate);
    const eight = await resample(speech, rate, 8000);
    expect(Math.abs(eight.length - (speech.length * 8000) / rate)).toBeLessThanOrEqual(2);
    expect(toneLevel(eight, 1000)).toBeGreaterThan(0.9 * 8000);

    const high = tone(6000, 500, rate);
    const folded = await resample(high, rate, 8000);
    expect(folded.length).toBeGreaterThan(0.99 * ((high.length * 8000) / rate));
    // Where 6 kHz would land by interpolation alone (8000 - 6000): under 1% of the tone.
    expect(toneLevel(folded, 2000)).toBeLessThan(0.01 * 8000);
    // Nothing else either, once the click of the tone's abrupt start (which is in band) has passed.
    expect(rms(folded.subarray(160, -160))).toBeLessThan(0.01 * rms(high));
  });

  it('gives the samples back at the same rate, and nothing for nothing', async () => {
    const samples = tone(440, 20);
    expect(await resample(samples, 8000, 8000)).toBe(samples);
    expect((await resample(new Int16Array(0), 22050, 8000)).length).toBe(0);
  });
});
