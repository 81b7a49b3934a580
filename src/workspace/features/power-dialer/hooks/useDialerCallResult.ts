import { useRef } from 'react';
import type { PhoneCallView } from '../../../../phone/phone-state';
import { usePowerDialer } from '../use-power-dialer';

export interface DialerCallResult {
  /** The ended call was placed by the power dialer (stays true once seen, after the dialer moved on). */
  isDialerCall: boolean;
  /** Seconds left in the dialer's mandatory countdown, or null when it has none open for this call. */
  remaining: number | null;
  /** The dialer has written this call's result (chosen, defaulted at 0, or set elsewhere): the panel can go. */
  settled: boolean;
  /** The result picked in the countdown panel, with the subject and description typed there: the dialer writes them and resumes. */
  choose(result: string, typed?: { subject: string; description: string }): void;
}

/**
 * The call-result countdown panel wired to the power dialer: for a call the dialer placed, the
 * countdown is the dialer's (it lives in the offscreen engine, so every open panel shows the same
 * seconds), choosing a result goes to the dialer, and the panel closes once the dialer has the result.
 */
export function useDialerCallResult(call: PhoneCallView): DialerCallResult {
  const dialer = usePowerDialer();
  const state = dialer.state;
  const current = state?.call?.phoneCallId === call.id ? state : null;
  const seen = useRef(false);
  if (current) seen.current = true;
  const isDialerCall = seen.current || call.context?.source === 'PowerDialer';
  const remaining = current?.resultPanel?.remaining ?? null;
  // Settled: the dialer wrote the result, or no longer holds the call (it writes one before moving on or ending).
  const settled = isDialerCall && (current === null || (current.resultSaved && current.resultPanel === null));
  return { isDialerCall, remaining, settled, choose: (result, typed) => void dialer.chooseResult(result, typed) };
}
