import type { CallInfo, RealtimeLine } from '../../contract/entities/monitor';

/**
 * Spec 3 section 4, the real-time monitor's selection: when the selected line goes on a call its
 * monitoring starts by itself; choosing another line stops monitoring the previous one, and a
 * non-empty unsaved observation or score of the previous call is saved first. One's own call is
 * never monitored (spec 1 section 4).
 */
export interface SelectionInput {
  selectedUserId: number | null;
  /** The selected line's live call id (null: not on a call). */
  selectedCallId: string | null;
  /** The call being monitored now (null: none). */
  monitoredCallId: string | null;
  ownUserId: number;
}

export type MonitorStep = { kind: 'none' } | { kind: 'start'; callId: string } | { kind: 'stop'; callId: string } | { kind: 'switch'; from: string; to: string };

/** What monitoring must do to follow the selection. */
export function monitorStep(input: SelectionInput): MonitorStep {
  const wanted = input.selectedUserId !== null && input.selectedUserId !== input.ownUserId ? input.selectedCallId : null;
  if (wanted === input.monitoredCallId) return { kind: 'none' };
  if (input.monitoredCallId === null) return wanted ? { kind: 'start', callId: wanted } : { kind: 'none' };
  if (wanted === null) return { kind: 'stop', callId: input.monitoredCallId };
  return { kind: 'switch', from: input.monitoredCallId, to: wanted };
}

/** An edit of call info is unsaved when it differs from what was loaded, and worth saving first when it is not empty. */
export function unsavedCallInfo(loaded: CallInfo | null, edited: CallInfo): boolean {
  const observation = edited.callObservation?.trim() ?? '';
  const empty = observation === '' && edited.callScore === null;
  if (empty) return false;
  return observation !== (loaded?.callObservation?.trim() ?? '') || edited.callScore !== (loaded?.callScore ?? null);
}

/** The call a line offers to listen to: only once answered (a ringing call has no far side on the relay yet). */
export const listenableCallId = (line: Pick<RealtimeLine, 'callId' | 'callStatus'> | null): string | null => (line?.callStatus === 'talking' ? line.callId : null);
