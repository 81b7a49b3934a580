import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createMessageAudio } from './message-audio';
import { readWav } from './media/wav';

it('speaks a message once however many calls ask at the same time, and its file appears whole', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dialworks-message-audio-test-'));
  let spoken = 0;
  const audio = createMessageAudio(dir, async () => {
    spoken += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return new Int16Array(8000).fill(1000);
  });
  const message = { id: 3, tenantId: 1, name: 'Notice', script: 'We will call you back.' };
  // A session preparing its notice while a line plays it: both get the same complete file.
  const files = await Promise.all([audio.fileFor(message), audio.fileFor(message), audio.fileFor(message)]);
  expect(new Set(files).size).toBe(1);
  expect(spoken).toBe(1);
  expect(readWav(await readFile(files[0]!)).samples.length).toBe(8000);
  expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  // Made once: later calls take the file as it is.
  await audio.fileFor(message);
  expect(spoken).toBe(1);
  // A recorded message plays its recording.
  expect(await audio.fileFor({ ...message, audioFile: '/rec/7.wav' })).toBe('/rec/7.wav');
});
