import { describe, expect, it } from 'vitest';
import { muLawDecode, muLawDecodeSample, muLawEncode, muLawEncodeSample } from './g711';
import { buildRtp, parseRtp } from './rtp-packet';
import { readWav, resample, rms, tone, toneLevel, wavFile } from './wav';

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
  it('reads back what it writes, and resamples speech to 8 kHz', () => {
    const samples = tone(440, 50, 22050);
    const read = readWav(wavFile(samples, 22050));
    expect(read).toMatchObject({ sampleRate: 22050, channels: 1 });
    expect(Array.from(read.samples)).toEqual(Array.from(samples));
    const eight = resample(samples, 22050, 8000);
    expect(eight.length).toBe(Math.floor((samples.length * 8000) / 22050));
    expect(toneLevel(eight, 440)).toBeGreaterThan(0.9 * 8000);
  });
});
