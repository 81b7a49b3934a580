/**
 * Call monitoring (spec 1 section 4): a supervisor listens to a rep's call, whispers to the rep or
 * joins the conversation. Invalid transitions keep the state and are reported for logging.
 */
export type MonitoringState = 'IDLE' | 'TRYING' | 'MONITORING' | 'WHISPERING' | 'CONVERSATION';
export type MonitoringAction = 'start' | 'connected' | 'stop' | 'whisper' | 'join';

export interface MonitoringResult {
  state: MonitoringState;
  invalid: boolean;
}

/** DTMF digits the monitoring side sends: 2 whisper, 3 join, 0 back to listen. */
export const MONITORING_DTMF = { whisper: '2', join: '3', listen: '0' } as const;

export function monitoringTransition(state: MonitoringState, action: MonitoringAction): MonitoringResult {
  const valid = (next: MonitoringState): MonitoringResult => ({ state: next, invalid: false });
  switch (action) {
    case 'start':
      if (state === 'IDLE') return valid('TRYING');
      break;
    case 'connected':
      if (state === 'TRYING') return valid('MONITORING');
      break;
    case 'stop':
      if (state === 'MONITORING' || state === 'TRYING') return valid('IDLE');
      break;
    case 'whisper':
      if (state === 'MONITORING') return valid('WHISPERING');
      // Toggling again returns to listening.
      if (state === 'WHISPERING') return valid('MONITORING');
      break;
    case 'join':
      if (state === 'MONITORING' || state === 'WHISPERING') return valid('CONVERSATION');
      if (state === 'CONVERSATION') return valid('MONITORING');
      break;
  }
  return { state, invalid: true };
}

/** Call states of the monitoring call mapped onto monitoring states. */
export function monitoringStateForCall(callState: 'idle' | 'trying' | 'ringing' | 'ongoing' | 'terminated' | 'error', current: MonitoringState): MonitoringState {
  switch (callState) {
    case 'trying':
    case 'ringing':
      return 'TRYING';
    case 'ongoing':
      return current === 'WHISPERING' || current === 'CONVERSATION' ? current : 'MONITORING';
    default:
      return 'IDLE';
  }
}

export const monitoringDialString = (prefix: string, userId: number) => `${prefix}${userId}`;

/** Spec 1 section 8: monitoring could not start. */
export const MONITOR_START_FAILURE = 'Unable to start monitor, please refresh the page and try again. If the error persists, contact the administrator.';

/** The monitoring prefix the supervisor's phone dials before the rep's user id. */
export const MONITORING_PREFIX = '*55';

/** What each monitoring state lets the rep and the far side hear of the supervisor. */
export function coachAudio(state: MonitoringState): { repHears: boolean; farHears: boolean } {
  return { repHears: state === 'WHISPERING' || state === 'CONVERSATION', farHears: state === 'CONVERSATION' };
}

/** The monitoring state the coached side is in after a DTMF digit from the supervisor (others change nothing). */
export function coachedStateAfterDigit(state: MonitoringState, digit: string): MonitoringState {
  if (digit === MONITORING_DTMF.whisper) return monitoringTransition(state, 'whisper').state;
  if (digit === MONITORING_DTMF.join) return monitoringTransition(state, 'join').state;
  if (digit === MONITORING_DTMF.listen) return state === 'IDLE' || state === 'TRYING' ? state : 'MONITORING';
  return state;
}
