/**
 * The call's clock (spec 1 section 9: "Clock refresh: each second"): how long the current call has
 * lasted, from its answer, as m:ss (h:mm:ss past an hour). The time is passed in, never read here.
 */

/** How often a shown clock is refreshed. */
export const CALL_CLOCK_REFRESH_MS = 1000;

/** Whole seconds elapsed as m:ss, or h:mm:ss from one hour on; negative spans read 0:00. */
export function formatElapsed(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * How long a call has lasted at `now` (epoch ms), counted from its answer; null before it is answered.
 * An ended call stops at its end. Held, muted and transferred calls keep counting: the answer stays theirs.
 */
export function callElapsedMs(call: { answeredAt: number | null; endedAt: number | null }, now: number): number | null {
  if (call.answeredAt === null) return null;
  return Math.max(0, (call.endedAt ?? now) - call.answeredAt);
}

/** The clock's text for a call at `now`, or null while it is not answered. */
export function callClockText(call: { answeredAt: number | null; endedAt: number | null }, now: number): string | null {
  const elapsed = callElapsedMs(call, now);
  return elapsed === null ? null : formatElapsed(elapsed);
}
