/**
 * When a voice message may play into a machine's line: after its greeting and beep, i.e. once the
 * far side has been silent this long after the last sound, or at the latest this long after the
 * machine was detected (a machine that never stops, or never beeps). Counted in the detector's
 * 20 ms frames, so it runs on the same levels.
 */
export const AFTER_BEEP_SILENCE_MS = 1000;
export const BEEP_WAIT_MAX_MS = 9000;
const FRAME_MS = 20;

export interface MessageCue {
  elapsedMs: number;
  silenceRunMs: number;
  ready: boolean;
}

export const messageCueStart = (): MessageCue => ({ elapsedMs: 0, silenceRunMs: 0, ready: false });

/** One frame's level (mean absolute amplitude on the 16-bit scale): the next cue state. */
export function messageCueStep(cue: MessageCue, level: number, silenceThreshold = 256): MessageCue {
  if (cue.ready) return cue;
  const elapsedMs = cue.elapsedMs + FRAME_MS;
  const silenceRunMs = level < silenceThreshold ? cue.silenceRunMs + FRAME_MS : 0;
  return { elapsedMs, silenceRunMs, ready: silenceRunMs >= AFTER_BEEP_SILENCE_MS || elapsedMs >= BEEP_WAIT_MAX_MS };
}
