import { DEFAULT_MANDATORY_CALL_RESULT_S, EXCLUDED_MANDATORY_RESULTS } from './phone-constants';

/**
 * Call result panel (spec 1 sections 4 and 5): after a call with mandatory call result enabled, a
 * countdown (default 30 s when the setting is not a positive number) ticks each second; choosing a
 * result hides the panel; reaching 0 expires it. Excluded results cannot be the mandatory result.
 */
export interface CallResultOption {
  label: string;
  value: string;
}

export const isExcludedMandatoryResult = (label: string) => (EXCLUDED_MANDATORY_RESULTS as readonly string[]).includes(label);

/** The results a rep may pick when a result is mandatory. */
export const mandatoryResultOptions = (options: readonly CallResultOption[]) => options.filter((o) => !isExcludedMandatoryResult(o.label));

export const mandatoryCountdownSeconds = (setting: unknown): number => (typeof setting === 'number' && Number.isFinite(setting) && setting > 0 ? Math.floor(setting) : DEFAULT_MANDATORY_CALL_RESULT_S);

export type CallResultPanel = { status: 'hidden' } | { status: 'counting'; remaining: number; startedAt: number; seconds: number } | { status: 'chosen'; result: string } | { status: 'expired' };

export type CallResultPanelEvent = { type: 'open'; now: number; setting: unknown } | { type: 'tick'; now: number } | { type: 'choose'; result: string } | { type: 'updatedElsewhere' };

export function callResultPanelReducer(state: CallResultPanel, event: CallResultPanelEvent): CallResultPanel {
  switch (event.type) {
    case 'open': {
      const seconds = mandatoryCountdownSeconds(event.setting);
      return { status: 'counting', remaining: seconds, startedAt: event.now, seconds };
    }
    case 'tick': {
      if (state.status !== 'counting') return state;
      const remaining = Math.max(0, state.seconds - Math.floor((event.now - state.startedAt) / 1000));
      if (remaining === 0) return { status: 'expired' };
      return remaining === state.remaining ? state : { ...state, remaining };
    }
    case 'choose':
      return state.status === 'counting' ? { status: 'chosen', result: event.result } : state;
    case 'updatedElsewhere':
      return state.status === 'counting' ? { status: 'hidden' } : state;
  }
}
