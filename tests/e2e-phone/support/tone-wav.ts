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

/**
 * A rep who talks and pauses: `onMs` of the tone, then silence, looping every 2 s. The carrier's
 * person answers a caller who spoke and paused, so a connected call has voice both ways.
 */
export function speakingMicrophone(frequency: number, onMs = 600): string[] {
  const rate = 48_000;
  const file = path.join(os.tmpdir(), `dialworks-burst-${frequency}-${onMs}.wav`);
  const samples = new Int16Array((rate * 2000) / 1000);
  samples.set(tone(frequency, onMs, rate, 12_000));
  writeFileSync(file, wavFile(samples, rate));
  return [`--use-file-for-fake-audio-capture=${file}`];
}
