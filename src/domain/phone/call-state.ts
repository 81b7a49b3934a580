import { CALL_ERROR_SHOWN_MS } from './phone-constants';

/**
 * Call state of one call (spec 1 section 4): trying -> ringing -> talking -> terminated. A failure
 * with a status from 400 to 499 (busy, no answer, declined) is terminated; any other failure is an
 * error, shown for 4 s before the call returns to idle. Time is injected through the events.
 */
export type CallStateName = 'idle' | 'trying' | 'ringing' | 'talking' | 'holdOnly' | 'holdAndCall' | 'terminated' | 'error';

export interface CallState {
  name: CallStateName;
  /** SIP or HTTP status of a failure, when there was one. */
  failureStatus: number | null;
  /** When an error stops being shown (epoch ms); null unless name is error. */
  errorUntil: number | null;
}

export type CallStateEvent =
  | { type: 'start' }
  | { type: 'progress' }
  | { type: 'accepted' }
  | { type: 'hold'; otherCall: boolean }
  | { type: 'unhold' }
  | { type: 'ended' }
  | { type: 'failed'; status: number | null; now: number }
  | { type: 'tick'; now: number }
  | { type: 'reset' };

export const initialCallState: CallState = { name: 'idle', failureStatus: null, errorUntil: null };

const MESSAGES: Partial<Record<CallStateName, string>> = { idle: 'Dial', trying: 'Calling', error: 'Some error occurred during the call' };

/** The message shown for a state: the spec's text for idle, trying and error, the state itself otherwise. */
export const callStateMessage = (name: CallStateName): string => MESSAGES[name] ?? name;

/** 400-499 is the far side's answer (busy, declined, not found): terminated. Anything else is an error. */
export const isTerminatingFailure = (status: number | null) => status !== null && status >= 400 && status <= 499;

const to = (name: CallStateName): CallState => ({ name, failureStatus: null, errorUntil: null });
const live = (name: CallStateName) => name === 'trying' || name === 'ringing' || name === 'talking' || name === 'holdOnly' || name === 'holdAndCall';

export function callStateReducer(state: CallState, event: CallStateEvent): CallState {
  switch (event.type) {
    case 'start':
      return state.name === 'idle' || state.name === 'terminated' ? to('trying') : state;
    case 'progress':
      return state.name === 'trying' ? to('ringing') : state;
    case 'accepted':
      return state.name === 'trying' || state.name === 'ringing' ? to('talking') : state;
    case 'hold':
      return state.name === 'talking' ? to(event.otherCall ? 'holdAndCall' : 'holdOnly') : state;
    case 'unhold':
      return state.name === 'holdOnly' || state.name === 'holdAndCall' ? to('talking') : state;
    case 'ended':
      return live(state.name) ? to('terminated') : state;
    case 'failed':
      if (!live(state.name)) return state;
      if (isTerminatingFailure(event.status)) return { name: 'terminated', failureStatus: event.status, errorUntil: null };
      return { name: 'error', failureStatus: event.status, errorUntil: event.now + CALL_ERROR_SHOWN_MS };
    case 'tick':
      return state.name === 'error' && state.errorUntil !== null && event.now >= state.errorUntil ? to('idle') : state;
    case 'reset':
      return state.name === 'terminated' || state.name === 'error' ? to('idle') : state;
  }
}
