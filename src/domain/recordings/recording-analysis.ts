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

/** The spans in which a channel is louder than the noise threshold (RMS per 50 ms frame), pauses under 300 ms bridged. */
export function talkSpans(samples: Int16Array, sampleRate: number): TalkSpan[] {
  const frame = Math.round((sampleRate * TALK_FRAME_MS) / 1000);
  const threshold = RECORDING_NOISE_THRESHOLD * 32768;
  const spans: TalkSpan[] = [];
  for (let start = 0; start < samples.length; start += frame) {
    const end = Math.min(samples.length, start + frame);
    let sum = 0;
    for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!;
    if (Math.sqrt(sum / (end - start)) < threshold) continue;
    const startMs = Math.round((start * 1000) / sampleRate);
    const endMs = Math.round((end * 1000) / sampleRate);
    const last = spans.at(-1);
    if (last && startMs - last.endMs < TALK_HOLD_MS) last.endMs = endMs;
    else spans.push({ startMs, endMs });
  }
  return spans;
}

/** The loudest sample of each bucket, 0..1 to three decimals: what a waveform view draws without decoding the audio. */
export function peaks(samples: Int16Array, sampleRate: number): number[] {
  const seconds = samples.length / sampleRate;
  const count = Math.max(1, Math.min(MAX_PEAKS, Math.ceil(seconds * PEAKS_PER_SECOND)));
  const bucket = Math.max(1, Math.ceil(samples.length / count));
  const out: number[] = [];
  for (let start = 0; start < samples.length; start += bucket) {
    let max = 0;
    for (let i = start; i < Math.min(samples.length, start + bucket); i++) max = Math.max(max, Math.abs(samples[i]!));
    out.push(Math.round((max / 32768) * 1000) / 1000);
  }
  return out;
}

export interface RecordingAnalysis {
  /** When its first sample was heard (ISO time): talk spans count from here. */
  startedAt: string;
  durationMs: number;
  /** Channel 1 the rep, channel 2 the far side. */
  channels: { name: 'rep' | 'far'; peaks: number[]; talk: TalkSpan[] }[];
}

export function analyseRecording(rep: Int16Array, far: Int16Array, sampleRate: number, startedAtMs: number): RecordingAnalysis {
  return {
    startedAt: new Date(startedAtMs).toISOString(),
    durationMs: Math.round((Math.max(rep.length, far.length) * 1000) / sampleRate),
    channels: [
      { name: 'rep', peaks: peaks(rep, sampleRate), talk: talkSpans(rep, sampleRate) },
      { name: 'far', peaks: peaks(far, sampleRate), talk: talkSpans(far, sampleRate) },
    ],
  };
}
