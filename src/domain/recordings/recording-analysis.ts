/**
 * What the recordings player draws beside the audio, computed once per recording: waveform peaks
 * per channel and each channel's talk/silence map. Pure: samples in, numbers out.
 */

/** Spec 1 section 9: the recording noise threshold (of full scale): quieter than this is silence. */
export const RECORDING_NOISE_THRESHOLD = 0.009;
/** Talk is judged on 50 ms frames; a pause shorter than the hold does not split a talk span. */
export const TALK_FRAME_MS = 50;
export const TALK_HOLD_MS = 300;
/** Peaks per second of audio, and at most this many per channel (long calls get wider buckets). */
export const PEAKS_PER_SECOND = 20;
export const MAX_PEAKS = 4000;

export interface TalkSpan {
  startMs: number;
  endMs: number;
}

/**
 * One channel's peaks and talk map, fed in chunks of any size (a long recording is read from disk
 * piece by piece, never held whole). `totalSamples` sets the peaks' bucket width up front.
 */
export function channelAnalyser(totalSamples: number, sampleRate: number) {
  const frame = Math.round((sampleRate * TALK_FRAME_MS) / 1000);
  const threshold = RECORDING_NOISE_THRESHOLD * 32768;
  const count = Math.max(1, Math.min(MAX_PEAKS, Math.ceil((totalSamples / sampleRate) * PEAKS_PER_SECOND)));
  const bucket = Math.max(1, Math.ceil(totalSamples / count));
  const spans: TalkSpan[] = [];
  const out: number[] = [];
  let position = 0;
  let frameSum = 0;
  let frameLength = 0;
  let peak = 0;
  let bucketLength = 0;

  const closeFrame = () => {
    const end = position;
    const start = end - frameLength;
    if (Math.sqrt(frameSum / frameLength) >= threshold) {
      const startMs = Math.round((start * 1000) / sampleRate);
      const endMs = Math.round((end * 1000) / sampleRate);
      const last = spans.at(-1);
      if (last && startMs - last.endMs < TALK_HOLD_MS) last.endMs = endMs;
      else spans.push({ startMs, endMs });
    }
    frameSum = 0;
    frameLength = 0;
  };
  const closeBucket = () => {
    out.push(Math.round((peak / 32768) * 1000) / 1000);
    peak = 0;
    bucketLength = 0;
  };

  return {
    push(samples: Int16Array): void {
      for (let i = 0; i < samples.length; i++) {
        const sample = samples[i]!;
        frameSum += sample * sample;
        frameLength += 1;
        const magnitude = sample < 0 ? -sample : sample;
        if (magnitude > peak) peak = magnitude;
        bucketLength += 1;
        position += 1;
        if (frameLength === frame) closeFrame();
        if (bucketLength === bucket) closeBucket();
      }
    },
    result(): { peaks: number[]; talk: TalkSpan[] } {
      if (frameLength > 0) closeFrame();
      if (bucketLength > 0) closeBucket();
      return { peaks: out, talk: spans };
    },
  };
}

/** The spans in which a channel is louder than the noise threshold (RMS per 50 ms frame), pauses under 300 ms bridged. */
export function talkSpans(samples: Int16Array, sampleRate: number): TalkSpan[] {
  const analyser = channelAnalyser(samples.length, sampleRate);
  analyser.push(samples);
  return analyser.result().talk;
}

/** The loudest sample of each bucket, 0..1 to three decimals: what a waveform view draws without decoding the audio. */
export function peaks(samples: Int16Array, sampleRate: number): number[] {
  const analyser = channelAnalyser(samples.length, sampleRate);
  analyser.push(samples);
  return analyser.result().peaks;
}

export interface RecordingAnalysis {
  /** When its first sample was heard (ISO time): talk spans count from here. */
  startedAt: string;
  durationMs: number;
  /** Channel 1 the rep, channel 2 the far side. */
  channels: { name: 'rep' | 'far'; peaks: number[]; talk: TalkSpan[] }[];
}

/** The analysis of two channels of `samples` each, from their analysers' results. */
export function recordingAnalysisOf(
  startedAtMs: number,
  samples: number,
  sampleRate: number,
  rep: { peaks: number[]; talk: TalkSpan[] },
  far: { peaks: number[]; talk: TalkSpan[] },
): RecordingAnalysis {
  return {
    startedAt: new Date(startedAtMs).toISOString(),
    durationMs: Math.round((samples * 1000) / sampleRate),
    channels: [
      { name: 'rep', ...rep },
      { name: 'far', ...far },
    ],
  };
}

export function analyseRecording(rep: Int16Array, far: Int16Array, sampleRate: number, startedAtMs: number): RecordingAnalysis {
  const channel = (samples: Int16Array) => ({ peaks: peaks(samples, sampleRate), talk: talkSpans(samples, sampleRate) });
  return recordingAnalysisOf(startedAtMs, Math.max(rep.length, far.length), sampleRate, channel(rep), channel(far));
}
