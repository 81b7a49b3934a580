import { useRef } from 'react';
import { isResultChoiceOpen } from '@/src/domain/power-dialer/power-dialer-state';
import type { PhoneCallView } from '@/src/phone/phone-state';
import { usePowerDialer } from './usePowerDialer';
import { useNow } from '@/src/workspace/ui/useNow';

export interface DialerCallResult {
  /** The ended call was placed by the power dialer (stays true once seen, after the dialer moved on). */
  isDialerCall: boolean;
  /** Seconds left in the dialer's mandatory countdown, or null when it has none open for this call. */
  remaining: number | null;
  /** Without a mandatory result: this call's result may still be chosen (during the wrap-up, or while the dialer is paused). */
  wrapUpChoice: boolean;
  /** Seconds left of that wrap-up (the default result is written when it reaches 0), or null (none, or paused: no clock runs). */
  wrapUpRemaining: number | null;
  /** The dialer has written this call's result (chosen, defaulted, or set elsewhere): the panel can go. */
  settled: boolean;
  /** The result picked in the panel, with the subject and description typed there: the dialer writes them and goes on. */
  choose(result: string, typed?: { subject: string; description: string }): void;
  /** What is typed so far: the dialer keeps it for a defaulted result. */
  draft(typed: { subject: string; description: string }): void;
}

/**
 * The call-result panel wired to the power dialer: for a call the dialer placed, the countdown is the
 * dialer's (mandatory result) or its wrap-up (no mandatory result: the wrap-up, or a pause, is the time to choose),
 * choosing a result goes to the dialer, and the panel closes once the dialer has the result.
 */
export function useDialerCallResult(call: PhoneCallView): DialerCallResult {
  const dialer = usePowerDialer();
  const state = dialer.state;
  const current = state?.call?.phoneCallId === call.id ? state : null;
  const seen = useRef(false);
  if (current) seen.current = true;
  const isDialerCall = seen.current || call.context?.source === 'PowerDialer';
  const remaining = current?.resultPanel?.remaining ?? null;
  const wrapUpChoice = current !== null && isResultChoiceOpen(current);
  // While paused the choice has no clock (wrapUpUntil is null): no countdown to tick.
  const until = wrapUpChoice ? current.wrapUpUntil : null;
  const now = useNow(until !== null);
  const wrapUpRemaining = until !== null ? Math.max(0, Math.ceil((until - now) / 1000)) : null;
  // Settled: the dialer wrote the result, or no longer holds the call (it writes one before moving on or ending).
  const settled = isDialerCall && (current === null || (current.resultSaved && current.resultPanel === null));
  return { isDialerCall, remaining, wrapUpChoice, wrapUpRemaining, settled, choose: (result, typed) => void dialer.chooseResult(result, typed), draft: (typed) => void dialer.draftResult(typed) };
}
