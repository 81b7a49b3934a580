import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A 2 s looping sine tone as 16-bit mono PCM WAV, for Chromium's fake microphone. */
export function toneWav(frequency: number): string {
  const rate = 48_000;
  const samples = rate * 2;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * i) / rate) * 12_000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  const file = path.join(os.tmpdir(), `dialworks-tone-${frequency}.wav`);
  writeFileSync(file, Buffer.concat([header, data]));
  return file;
}

export const fakeMicrophone = (frequency: number) => [`--use-file-for-fake-audio-capture=${toneWav(frequency)}`];
