import { spawn } from 'node:child_process';

/** Runs ffmpeg with `input` on stdin and resolves with its stdout; rejects when it cannot run or fails. */
export function runFfmpeg(args: string[], input: Buffer, bin = process.env.FFMPEG_BIN ?? 'ffmpeg'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['-hide_banner', '-loglevel', 'error', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`ffmpeg exited ${code}: ${errors.trim().split('\n')[0]}`))));
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** 16-bit samples out of ffmpeg's s16le output (copied: a 16-bit view needs an aligned start). */
export const samplesOf = (pcm: Buffer) => new Int16Array(new Uint8Array(pcm).buffer, 0, Math.floor(pcm.length / 2));

/**
 * Mono 16-bit samples at another rate, by ffmpeg's resampler (swresample): its low-pass filter keeps
 * what lies above the new Nyquist frequency out (a 6 kHz tone is removed on the way to 8 kHz, not
 * folded to 2 kHz as by interpolation alone).
 */
export async function resample(samples: Int16Array, from: number, to: number): Promise<Int16Array> {
  if (from === to || samples.length === 0) return samples;
  const pcm = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  return samplesOf(await runFfmpeg(['-f', 's16le', '-ar', String(from), '-ac', '1', '-i', 'pipe:0', '-ar', String(to), '-f', 's16le', 'pipe:1'], pcm));
}
