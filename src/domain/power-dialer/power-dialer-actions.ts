import { isPowerDialerRunning, isResultChoiceOpen, type PowerDialerActionName, type PowerDialerState, type PowerDialerStatus } from './power-dialer-state';

/**
 * Which of the spec's actions (pause, resume, stop, skip, next, previous) the dialer takes now;
 * the reducer refuses the others and the panel disables their buttons.
 */
const PAUSABLE: readonly PowerDialerStatus[] = ['requestingContact', 'resumed', 'waitingToCall', 'calling', 'idleStarted', 'waitingAction'];
const MOVABLE: readonly PowerDialerStatus[] = ['paused', 'waitingAction', 'idleStarted'];

/** No live call and no mandatory result pending: the rep may move to another contact (with the result open to choose too, in the wrap-up or paused: the rule's result is written first). */
export function canMove(state: PowerDialerState): boolean {
  if (!MOVABLE.includes(state.status) || state.resultPanel) return false;
  if (state.call === null) return state.target !== null || state.status === 'paused';
  return state.call.phase === 'ended' && (state.resultSaved || isResultChoiceOpen(state));
}

export function isActionAllowed(state: PowerDialerState, action: PowerDialerActionName): boolean {
  switch (action) {
    case 'pause':
      return PAUSABLE.includes(state.status) && !state.resultPanel;
    case 'resume':
      return state.status === 'paused' && !state.resultPanel;
    case 'stop':
      return isPowerDialerRunning(state) && state.status !== 'pendingTermination';
    case 'skip':
      return canMove(state) && state.target !== null;
    case 'next':
    case 'previous':
      return canMove(state);
  }
}

export const allowedPowerDialerActions = (state: PowerDialerState): Record<PowerDialerActionName, boolean> => ({
  pause: isActionAllowed(state, 'pause'),
  resume: isActionAllowed(state, 'resume'),
  stop: isActionAllowed(state, 'stop'),
  skip: isActionAllowed(state, 'skip'),
  next: isActionAllowed(state, 'next'),
  previous: isActionAllowed(state, 'previous'),
});
