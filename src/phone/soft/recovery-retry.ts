/**
 * When to try a call-recovery re-INVITE again after a refusal (pure: the random source is injected).
 * - 491 Request Pending (glare: both sides re-INVITEd at once): RFC 3261 14.1 timers, so the two
 *   sides never retry in step: the owner of the Call-ID (the caller) waits 2.1-4 s, the other
 *   side 0-2 s, in units of 10 ms.
 * - The far side not reachable yet (still reconnecting or registering: 404, 408, 480, 500, 503):
 *   a second later.
 * - Anything else (481 no such call, 488 ...): null, do not retry.
 */
export const RECOVERY_RETRY_MS = 1000;
const NOT_BACK_YET = new Set([404, 408, 480, 500, 503]);

export function recoveryRetryDelay(status: number, ownsCallId: boolean, random: () => number = Math.random): number | null {
  if (status === 491) {
    const [from, to] = ownsCallId ? [2100, 4000] : [0, 2000];
    return from + Math.floor(random() * ((to - from) / 10 + 1)) * 10;
  }
  return NOT_BACK_YET.has(status) ? RECOVERY_RETRY_MS : null;
}
