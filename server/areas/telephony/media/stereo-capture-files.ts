import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { channelAnalyser, recordingAnalysisOf, type RecordingAnalysis } from '@/src/domain/recordings/recording-analysis';
import type { CapturedPacket } from './pcap';
import { directionPlacer, legOf, SAMPLE_RATE, samplesUntil, type Placed } from './stereo-recording';

/** A call's two channels on disk: 16-bit little-endian mono PCM at 8 kHz each, `samples` long. */
export interface StereoCaptureFiles {
  sampleRate: number;
  startedAtMs: number;
  samples: number;
  rep: string;
  far: string;
  /** Removes the files. */
  dispose(): Promise<void>;
}

/** Samples gathered before a write: one second per channel. */
const BLOCK = SAMPLE_RATE;

/**
 * One channel written to its file as packets come: consecutive packets gather in a one-second block
 * written at its place in the file (a gap stays zeros: silence); a packet out of order is written
 * where it belongs, over what was there, as the in-memory assembly does.
 */
function channelWriter(file: FileHandle) {
  const block = new Int16Array(BLOCK);
  let start = 0;
  let used = 0;
  const flush = async () => {
    if (used) await file.write(Buffer.from(block.buffer, 0, used * 2), 0, used * 2, start * 2);
    used = 0;
  };
  return {
    async add({ offset, samples }: Placed) {
      if (offset !== start + used || used + samples.length > BLOCK) {
        await flush();
        start = offset;
      }
      block.set(samples, used);
      used += samples.length;
    },
    flush,
  };
}

/**
 * A call's stereo recording from its capture, streamed to disk: the rep's leg on one channel, the
 * far side's on the other, each placed as in stereoFromCapture (stereo-recording.ts), never held
 * whole in memory however long the call. Runs from `fromMs` to `toMs` or the last packet, whichever
 * is later. Null when neither side sent audio.
 */
export async function assembleStereoFiles(
  packets: AsyncIterable<CapturedPacket>,
  legs: { repPort: number; farPort: number },
  window: { fromMs: number; toMs?: number },
): Promise<StereoCaptureFiles | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dialworks-recording-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const files = { rep: path.join(dir, 'rep.s16'), far: path.join(dir, 'far.s16') };
  const handles = { rep: await open(files.rep, 'w+'), far: await open(files.far, 'w+') };
  try {
    const writers = { rep: channelWriter(handles.rep), far: channelWriter(handles.far) };
    const placers = { rep: directionPlacer(window.fromMs), far: directionPlacer(window.fromMs) };
    let audio = false;
    let samples = samplesUntil(window.fromMs, window.toMs);
    for await (const packet of packets) {
      const leg = packet.atMs >= window.fromMs ? legOf(packet, legs) : null;
      const placed = leg && placers[leg](packet);
      if (!leg || !placed) continue;
      audio = true;
      await writers[leg].add(placed);
      samples = Math.max(samples, placed.offset + placed.samples.length);
    }
    await writers.rep.flush();
    await writers.far.flush();
    if (!audio || samples <= 0) {
      await dispose();
      return null;
    }
    // Both channels exactly as long as the recording: what was never written reads as silence.
    await handles.rep.truncate(samples * 2);
    await handles.far.truncate(samples * 2);
    return { sampleRate: SAMPLE_RATE, startedAtMs: window.fromMs, samples, ...files, dispose };
  } catch (error) {
    await dispose();
    throw error;
  } finally {
    await handles.rep.close();
    await handles.far.close();
  }
}

/** Reads a channel file in one-second chunks. */
export async function* channelChunks(file: string, samples: number): AsyncGenerator<Int16Array> {
  const handle = await open(file, 'r');
  try {
    const buf = Buffer.alloc(BLOCK * 2);
    for (let at = 0; at < samples; at += BLOCK) {
      const want = Math.min(BLOCK, samples - at) * 2;
      const { bytesRead } = await handle.read(buf, 0, want, at * 2);
      // A copy at offset 0: a 16-bit view needs an aligned, whole-sample start.
      yield new Int16Array(new Uint8Array(buf.subarray(0, bytesRead - (bytesRead % 2))).buffer);
    }
  } finally {
    await handle.close();
  }
}

/** The peaks and talk map of both channels, read from disk chunk by chunk. */
export async function analyseStereoFiles(files: StereoCaptureFiles): Promise<RecordingAnalysis> {
  const channel = async (file: string) => {
    const analyser = channelAnalyser(files.samples, files.sampleRate);
    for await (const chunk of channelChunks(file, files.samples)) analyser.push(chunk);
    return analyser.result();
  };
  return recordingAnalysisOf(files.startedAtMs, files.samples, files.sampleRate, await channel(files.rep), await channel(files.far));
}
