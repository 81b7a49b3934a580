import { PARALLEL_RINGING_DEFAULT_S } from './phone-constants';

/** Spec 3: the parallel dialer's maximumRingingLength must be between 15 and 45 (seconds). */
export const RINGING_LENGTH_MIN_S = 15;
export const RINGING_LENGTH_MAX_S = 45;
export const RINGING_LENGTH_MESSAGE = 'Maximum ringing length must be between 15 and 45';

/**
 * The ringing length a call uses: the stored one brought within 15-45 s (a value stored before the
 * rule, or written around the API, never makes a call ring shorter than 15 s: an unanswered call
 * must ring long enough), the default 30 s when none is stored.
 */
export function effectiveRingingLength(stored: number | undefined | null): number {
  if (stored === undefined || stored === null || !Number.isFinite(stored)) return PARALLEL_RINGING_DEFAULT_S;
  return Math.min(RINGING_LENGTH_MAX_S, Math.max(RINGING_LENGTH_MIN_S, Math.round(stored)));
}
