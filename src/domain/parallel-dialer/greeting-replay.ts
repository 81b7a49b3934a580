/**
 * What of a person's answer the rep hears again when their line is handed over: the greeting, from
 * a little before its first sound to a little after its last (the silence the detector waited for
 * is left out), in the detector's 20 ms frames, given by their levels.
 */
export const REPLAY_MARGIN_FRAMES = 5;

export function greetingSpan(levels: readonly number[], silenceThreshold: number): { start: number; end: number } | null {
  const first = levels.findIndex((level) => level >= silenceThreshold);
  if (first < 0) return null;
  let last = first;
  for (let i = levels.length - 1; i > first; i--) {
    if (levels[i]! >= silenceThreshold) {
      last = i;
      break;
    }
  }
  return { start: Math.max(0, first - REPLAY_MARGIN_FRAMES), end: Math.min(levels.length, last + 1 + REPLAY_MARGIN_FRAMES) };
}
