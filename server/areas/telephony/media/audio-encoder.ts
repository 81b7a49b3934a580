import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { wavFile } from './wav';
import { interleave, type StereoAudio } from './stereo-recording';
import { channelChunks, type StereoCaptureFiles } from './stereo-capture-files';

export interface EncodedAudio {
  mimeType: string;
  data: Buffer;
}

/** Runs ffmpeg with `input` on stdin and resolves with its stdout; rejects when it cannot run or fails. */
function ffmpeg(args: string[], input: Buffer, bin = process.env.FFMPEG_BIN ?? 'ffmpeg'): Promise<Buffer> {
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

/**
 * A stereo recording as Opus in Ogg (Debian's ffmpeg with libopus): small, with a duration and
 * seekable. Where ffmpeg is missing or fails, a stereo WAV instead, so no call's audio is lost.
 */
export async function encodeStereo(audio: StereoAudio, onFallback?: (reason: string) => void): Promise<EncodedAudio> {
  try {
    const data = await ffmpeg(
      ['-f', 's16le', '-ar', String(audio.sampleRate), '-ac', '2', '-i', 'pipe:0', '-c:a', 'libopus', '-b:a', '32k', '-application', 'voip', '-f', 'ogg', 'pipe:1'],
      interleave(audio),
    );
    return { mimeType: 'audio/ogg', data };
  } catch (error) {
    onFallback?.(error instanceof Error ? error.message : String(error));
    const pcm = interleave(audio);
    return { mimeType: 'audio/wav', data: wavFile(new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2), audio.sampleRate, 2) };
  }
}

/**
 * A stereo recording held on disk (stereo-capture-files.ts) as Opus in Ogg: ffmpeg reads the two
 * channel files itself and writes to a file, so the call's audio never passes through memory whole.
 * Where ffmpeg is missing or fails, a stereo WAV instead, so no call's audio is lost.
 */
export async function encodeStereoFiles(files: StereoCaptureFiles, onFallback?: (reason: string) => void): Promise<EncodedAudio> {
  const out = path.join(path.dirname(files.rep), 'recording.ogg');
  const raw = (file: string) => ['-f', 's16le', '-ar', String(files.sampleRate), '-ac', '1', '-i', file];
  try {
    await ffmpeg(
      [...raw(files.rep), ...raw(files.far), '-filter_complex', '[0:a][1:a]amerge=inputs=2[a]', '-map', '[a]', '-c:a', 'libopus', '-b:a', '32k', '-application', 'voip', '-f', 'ogg', '-y', out],
      Buffer.alloc(0),
    );
    return { mimeType: 'audio/ogg', data: await readFile(out) };
  } catch (error) {
    onFallback?.(error instanceof Error ? error.message : String(error));
    const pcm = Buffer.alloc(files.samples * 4);
    let at = 0;
    const far = channelChunks(files.far, files.samples);
    for await (const rep of channelChunks(files.rep, files.samples)) {
      const other = (await far.next()).value ?? new Int16Array(rep.length);
      for (let i = 0; i < rep.length; i++, at++) {
        pcm.writeInt16LE(rep[i]!, at * 4);
        pcm.writeInt16LE(other[i] ?? 0, at * 4 + 2);
      }
    }
    return { mimeType: 'audio/wav', data: wavFile(new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2), files.sampleRate, 2) };
  }
}

/**
 * The same audio in a fresh container (no re-encoding): Chrome's MediaRecorder writes WebM without a
 * duration and cues, so players cannot show its length or seek until it is remuxed.
 */
export async function remux(file: Buffer, format: 'webm' | 'ogg'): Promise<Buffer> {
  // To a file, not a pipe: the muxer seeks back to write the duration and cues.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dialworks-remux-'));
  try {
    const out = path.join(dir, `out.${format}`);
    await ffmpeg(['-i', 'pipe:0', '-c', 'copy', '-y', out], file);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Decodes any audio file to 16-bit PCM at `sampleRate` with its channels kept apart (tests, analysis of uploads). */
export async function decodeToChannels(file: Buffer, sampleRate = 8000): Promise<{ left: Int16Array; right: Int16Array }> {
  const pcm = await ffmpeg(['-i', 'pipe:0', '-f', 's16le', '-ac', '2', '-ar', String(sampleRate), 'pipe:1'], file);
  const frames = Math.floor(pcm.length / 4);
  const left = new Int16Array(frames);
  const right = new Int16Array(frames);
  for (let i = 0; i < frames; i++) {
    left[i] = pcm.readInt16LE(i * 4);
    right[i] = pcm.readInt16LE(i * 4 + 2);
  }
  return { left, right };
}

/** A recorded message (WebM/Opus from the browser, Ogg or WAV) as the relay plays it: 8 kHz mono 16-bit WAV. Rejects audio ffmpeg cannot read, or none at all. */
export async function toMessageWav(input: Buffer): Promise<Buffer> {
  const pcm = await ffmpeg(['-i', 'pipe:0', '-ac', '1', '-ar', '8000', '-f', 's16le', 'pipe:1'], input);
  if (pcm.length < 1600) throw new Error('no audio');
  // A copy at offset 0: a 16-bit view needs an aligned start.
  return wavFile(new Int16Array(new Uint8Array(pcm).buffer, 0, Math.floor(pcm.length / 2)), 8000);
}
