import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tone, wavFile } from '@/server/areas/telephony/media/wav';

/** A 2 s looping sine tone as 16-bit mono PCM WAV, for Chromium's fake microphone. */
export function toneWav(frequency: number): string {
  const rate = 48_000;
  const file = path.join(os.tmpdir(), `dialworks-tone-${frequency}.wav`);
  writeFileSync(file, wavFile(tone(frequency, 2000, rate, 12_000), rate));
  return file;
}

export const fakeMicrophone = (frequency: number) => [`--use-file-for-fake-audio-capture=${toneWav(frequency)}`];
