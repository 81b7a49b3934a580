import { spawn } from 'node:child_process';
import { readWav, tone, trimSilence } from './wav';
import { resample } from './ffmpeg';

const RATE = 8000;
const cache = new Map<string, Promise<Int16Array>>();
let warned = false;

/**
 * Speech at 8 kHz for the Simulated carrier, made by espeak-ng (Debian's `espeak-ng`) and resampled
 * by ffmpeg once per text and voice, and kept in memory. Without espeak-ng a speech-like stand-in is used (syllables of
 * voiced tones with pauses), so calls still carry audio that starts and stops like talk.
 */
export function speak(text: string, voice = 'en-us', wordsPerMinute = 160): Promise<Int16Array> {
  const key = `${voice}|${wordsPerMinute}|${text}`;
  let made = cache.get(key);
  if (!made) {
    made = synthesize(text, voice, wordsPerMinute).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      if (!warned) console.warn(`[Simulated carrier] no speech (${reason}): greetings are a speech-like stand-in (apt-get install -y espeak-ng ffmpeg)`);
      warned = true;
      return standIn(text);
    });
    cache.set(key, made);
  }
  return made;
}

function synthesize(text: string, voice: string, wordsPerMinute: number): Promise<Int16Array> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.env.ESPEAK_BIN ?? 'espeak-ng', ['-v', voice, '-s', String(wordsPerMinute), '--stdout', text], { stdio: ['ignore', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`espeak-ng exited ${code}`));
      try {
        const wav = readWav(Buffer.concat(chunks));
        resample(wav.samples, wav.sampleRate, RATE).then((samples) => resolve(trimSilence(samples)), reject);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** About four syllables a second, one per two letters: 180 ms of a voiced tone, then a short pause. */
function standIn(text: string): Int16Array {
  const syllables = Math.max(1, Math.round(text.replace(/[^a-z]/gi, '').length / 2));
  const parts: Int16Array[] = [];
  for (let i = 0; i < syllables; i++) {
    parts.push(tone(180 + ((i * 37) % 120), 180, RATE, 6000), new Int16Array(RATE * 0.07));
  }
  return concat(parts);
}

export function concat(parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export const silence = (ms: number) => new Int16Array(Math.round((ms * RATE) / 1000));
