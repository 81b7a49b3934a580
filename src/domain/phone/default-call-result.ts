import { CALL_FAILED_RESULT } from './phone-constants';

/**
 * The result a call is logged with as soon as it ends (the rep may change it in the call result
 * panel): answered calls are Connected; busy, no answer and cancelled calls say so; any other
 * failure gets Call Failed (spec 1 section 8).
 */
export function defaultCallResult(call: { answeredAt: number | null; failureStatus: number | null; state: string }): string {
  if (call.answeredAt !== null) return 'Connected';
  if (call.failureStatus === 486 || call.failureStatus === 600) return 'Busy';
  if (call.failureStatus === 480 || call.failureStatus === 408 || call.failureStatus === 487) return 'No Answer';
  if (call.failureStatus === null && call.state === 'terminated') return 'No Answer';
  return CALL_FAILED_RESULT;
}

/** Whole seconds talked: from answer to end, 0 for a call never answered. */
export const callDurationSeconds = (call: { answeredAt: number | null; endedAt: number | null }) =>
  call.answeredAt !== null && call.endedAt !== null ? Math.max(0, Math.round((call.endedAt - call.answeredAt) / 1000)) : 0;
