import { MAX_OUTBOUND_CALLS, MAX_SIMULTANEOUS_CALLS } from './phone-constants';

/**
 * Call limits (spec 1 sections 5 and 8): simultaneous and outbound limits (2 / 2, also read from
 * configuration), incoming refusal, and the join rules.
 */
export interface CallLimits {
  simultaneous: number;
  outbound: number;
}

export const defaultCallLimits: CallLimits = { simultaneous: MAX_SIMULTANEOUS_CALLS, outbound: MAX_OUTBOUND_CALLS };

/** Configuration values are used only when they are positive integers. */
export function callLimitsFrom(config: Partial<Record<keyof CallLimits, unknown>>): CallLimits {
  const pick = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback);
  return { simultaneous: pick(config.simultaneous, MAX_SIMULTANEOUS_CALLS), outbound: pick(config.outbound, MAX_OUTBOUND_CALLS) };
}

export interface LiveCall {
  direction: 'incoming' | 'outgoing';
  /** Still ringing (not answered yet). */
  ringing: boolean;
  conference: boolean;
}

export const CALL_LIMIT_REACHED = 'Maximum number of calls reached';
export const NEED_TWO_CALLS_TO_JOIN = 'Need at least 2 calls to join';
export const CANNOT_JOIN_CONFERENCES = 'Cannot join conferences';

export type Check = { ok: true } | { ok: false; reason: string };
const ok: Check = { ok: true };

/** A call is refused when the simultaneous or the outbound limit is reached. */
export function canPlaceCall(calls: readonly LiveCall[], limits: CallLimits = defaultCallLimits): Check {
  if (calls.length >= limits.simultaneous) return { ok: false, reason: CALL_LIMIT_REACHED };
  if (calls.filter((c) => c.direction === 'outgoing').length >= limits.outbound) return { ok: false, reason: CALL_LIMIT_REACHED };
  return ok;
}

/** An incoming call is rejected when one is already ringing or the simultaneous limit is hit. */
export function canAcceptIncoming(calls: readonly LiveCall[], limits: CallLimits = defaultCallLimits): boolean {
  if (calls.some((c) => c.direction === 'incoming' && c.ringing)) return false;
  return calls.length < limits.simultaneous;
}

/** Joining needs two calls; two conferences cannot be joined. */
export function canJoin(calls: readonly LiveCall[]): Check {
  if (calls.length < 2) return { ok: false, reason: NEED_TWO_CALLS_TO_JOIN };
  if (calls.filter((c) => c.conference).length >= 2) return { ok: false, reason: CANNOT_JOIN_CONFERENCES };
  return ok;
}
