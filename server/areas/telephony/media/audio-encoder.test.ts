import { afterEach, expect, it } from 'vitest';
import { encodeStereo } from './audio-encoder';

afterEach(() => {
  delete process.env.FFMPEG_BIN;
});

it('keeps a recording as stereo WAV, rep left and far side right, when ffmpeg cannot run', async () => {
  process.env.FFMPEG_BIN = '/nonexistent/ffmpeg';
  const reasons: string[] = [];
  const encoded = await encodeStereo({ sampleRate: 8000, startedAtMs: 0, rep: Int16Array.from([1, 2]), far: Int16Array.from([-1, -2]) }, (reason) => reasons.push(reason));
  expect(encoded.mimeType).toBe('audio/wav');
  expect(reasons).toHaveLength(1);
  expect(encoded.data.readUInt16LE(22)).toBe(2);
  expect([0, 2, 4, 6].map((at) => encoded.data.readInt16LE(44 + at))).toEqual([1, -1, 2, -2]);
});
