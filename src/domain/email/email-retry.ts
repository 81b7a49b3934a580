/**
 * Retries of a mail the relay refused (spec 1 section 9: auto retries 3, tenant setting
 * maxAutoEmailRetries): after failed attempt n the mail waits 1, 2, 4 … minutes, and fails for
 * good once the retries are used up.
 */
export const EMAIL_RETRY_BASE_MS = 60_000;

export type RetryDecision = { retry: true; at: Date } | { retry: false };

/** `failedAttempts` counts every failed attempt so far, the first send included. */
export function nextEmailRetry(failedAttempts: number, maxRetries: number, now: Date, baseMs = EMAIL_RETRY_BASE_MS): RetryDecision {
  if (failedAttempts < 1 || failedAttempts > maxRetries) return { retry: false };
  return { retry: true, at: new Date(now.getTime() + baseMs * 2 ** (failedAttempts - 1)) };
}

/** A scheduled send must lie ahead, and not more than 30 days ahead. */
export const MAX_SCHEDULE_AHEAD_MS = 30 * 24 * 3600 * 1000;
export type ScheduleCheck = { ok: true; at: Date | null } | { ok: false; message: string };

export function checkSendAt(sendAt: string | undefined | null, now: Date): ScheduleCheck {
  if (!sendAt) return { ok: true, at: null };
  const at = new Date(sendAt);
  if (Number.isNaN(at.getTime())) return { ok: false, message: 'The send time is not a valid date' };
  if (at.getTime() <= now.getTime()) return { ok: false, message: 'The send time must be in the future' };
  if (at.getTime() - now.getTime() > MAX_SCHEDULE_AHEAD_MS) return { ok: false, message: 'The send time must be within 30 days' };
  return { ok: true, at };
}
