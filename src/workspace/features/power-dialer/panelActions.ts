import { isActionAllowed } from '@/src/domain/power-dialer/power-dialer-actions';
import type { PowerDialerActionName, PowerDialerState } from '@/src/domain/power-dialer/power-dialer-state';

/**
 * The panel's buttons: pause and resume share one place (the one that applies shows), then previous,
 * skip, next, stop. A button is enabled exactly when the engine's reducer takes that action now.
 */
export interface PanelActions {
  shown: readonly PowerDialerActionName[];
  enabled: ReadonlySet<PowerDialerActionName>;
}

export function panelActions(state: PowerDialerState): PanelActions {
  const shown: PowerDialerActionName[] = [state.status === 'paused' ? 'resume' : 'pause', 'previous', 'skip', 'next', 'stop'];
  return { shown, enabled: new Set(shown.filter((a) => isActionAllowed(state, a))) };
}
