/**
 * Answering-machine detection on a line's incoming audio, as it is answered (issue: parallel
 * dialer). A pure state machine over 20 ms frames, written from the documented behaviour of the
 * classic detectors: a person says a short greeting ("Hello?") and waits; a machine talks on
 * (a long greeting, many words) or says nothing for long. No audio API here: frames in, a
 * decision out, time counted in frames.
 */

export interface AmdParameters {
  /** Silence before any speech longer than this: a machine (or a dead line). */
  initialSilenceMs: number;
  /** A greeting longer than this: a machine. */
  greetingMs: number;
  /** Silence after a greeting at least this long: a person waiting for an answer. */
  afterGreetingSilenceMs: number;
  /** No decision by then: not sure. */
  totalAnalysisMs: number;
  /** Voice shorter than this is noise, not a word. */
  minimumWordMs: number;
  /** Silence at least this long ends a word. */
  betweenWordsSilenceMs: number;
  /** This many words: a machine. */
  maximumWords: number;
  /** Frame level (mean absolute amplitude of 16-bit samples) under which a frame is silence. */
  silenceThreshold: number;
  /** One word longer than this: a machine (a tone, music). */
  maximumWordMs: number;
}

/**
 * The classic detector's defaults (media notes): initial silence 2500 ms, greeting 1500 ms,
 * after-greeting silence 800 ms, analysis 5000 ms, words of 100 ms split by 50 ms of silence.
 * Maximum words is 4, not 2-3: tuned on the Simulated carrier's greetings, where a person's
 * "Hi, who is this?" has four; a person answering "Hello, Mark speaking." was taken for a machine
 * at 3.
 */
export const AMD_DEFAULTS: AmdParameters = {
  initialSilenceMs: 2500,
  greetingMs: 1500,
  afterGreetingSilenceMs: 800,
  totalAnalysisMs: 5000,
  minimumWordMs: 100,
  betweenWordsSilenceMs: 50,
  maximumWords: 4,
  silenceThreshold: 256,
  maximumWordMs: 5000,
};

/** The detection timeout: a line is decided within 10 s of its answer. */
export const AMD_TIMEOUT_MS = 10_000;
export const AMD_FRAME_MS = 20;

export type AmdVerdict = 'human' | 'machine' | 'notSure';
export type AmdCause = 'initialSilence' | 'longGreeting' | 'maxWords' | 'maxWordLength' | 'afterGreetingSilence' | 'tooLong';

export interface AmdDecision {
  verdict: AmdVerdict;
  cause: AmdCause;
  /** When it was decided, from the answer. */
  atMs: number;
  /** When the greeting's last word ended (null before any word): the 2-second rule counts from here. */
  greetingEndMs: number | null;
}

export interface AmdState {
  elapsedMs: number;
  /** Speech has started (the initial silence is over). */
  greeted: boolean;
  inWord: boolean;
  words: number;
  /** Voice heard since the greeting started (its pauses not counted). */
  greetingMs: number;
  voiceRunMs: number;
  silenceRunMs: number;
  lastWordEndMs: number | null;
  decision: AmdDecision | null;
}

export const amdStart = (): AmdState => ({ elapsedMs: 0, greeted: false, inWord: false, words: 0, greetingMs: 0, voiceRunMs: 0, silenceRunMs: 0, lastWordEndMs: null, decision: null });

/** A frame's level: the mean absolute amplitude (what the classic detectors compare with their threshold). */
export function frameLevel(frame: Int16Array): number {
  if (frame.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < frame.length; i++) sum += Math.abs(frame[i]!);
  return sum / frame.length;
}

/** One 20 ms frame, given by its level: the next state (decided states stay as they are). */
export function amdStep(state: AmdState, level: number, p: AmdParameters = AMD_DEFAULTS): AmdState {
  if (state.decision) return state;
  const s = { ...state, elapsedMs: state.elapsedMs + AMD_FRAME_MS };
  const decide = (verdict: AmdVerdict, cause: AmdCause): AmdState => ({ ...s, decision: { verdict, cause, atMs: s.elapsedMs, greetingEndMs: s.lastWordEndMs } });

  if (level < p.silenceThreshold) {
    s.silenceRunMs += AMD_FRAME_MS;
    s.voiceRunMs = 0;
    if (s.inWord && s.silenceRunMs >= p.betweenWordsSilenceMs) {
      s.inWord = false;
      s.lastWordEndMs = s.elapsedMs - s.silenceRunMs;
    }
    if (!s.greeted && s.silenceRunMs >= p.initialSilenceMs) return decide('machine', 'initialSilence');
    if (s.greeted && !s.inWord && s.silenceRunMs >= p.afterGreetingSilenceMs) return decide('human', 'afterGreetingSilence');
  } else {
    s.voiceRunMs += AMD_FRAME_MS;
    if (s.greeted) s.greetingMs += AMD_FRAME_MS;
    if (!s.inWord && s.voiceRunMs >= p.minimumWordMs) {
      // A word begins; the voice before this frame belongs to it.
      if (!s.greeted) s.greetingMs = s.voiceRunMs;
      s.greeted = true;
      s.inWord = true;
      s.words += 1;
      s.silenceRunMs = 0;
      if (s.words >= p.maximumWords) return decide('machine', 'maxWords');
    }
    if (s.inWord) s.silenceRunMs = 0;
    if (s.inWord && s.voiceRunMs >= p.maximumWordMs) return decide('machine', 'maxWordLength');
    if (s.greeted && s.greetingMs >= p.greetingMs) return decide('machine', 'longGreeting');
  }
  if (s.elapsedMs >= p.totalAnalysisMs) return decide('notSure', 'tooLong');
  return s;
}

/** Runs the detector over a whole recording (8 kHz mono), frame by frame: the decision, or not sure when the audio ends first. */
export function detectAnsweringMachine(samples: Int16Array, sampleRate = 8000, p: AmdParameters = AMD_DEFAULTS): AmdDecision {
  const frame = Math.round((sampleRate * AMD_FRAME_MS) / 1000);
  let state = amdStart();
  for (let start = 0; start + frame <= samples.length && !state.decision; start += frame) state = amdStep(state, frameLevel(samples.subarray(start, start + frame)), p);
  // The far side went quiet for good before a decision: silence until one comes.
  while (!state.decision) state = amdStep(state, 0, p);
  return state.decision;
}
