import { useEffect, useReducer } from 'react';
import { callResultPanelReducer, type CallResultPanel } from '@/src/domain/phone/call-result-panel';

/** The mandatory call-result countdown, ticking each second (spec 1 section 4). */
export function useMandatoryCountdown(enabled: boolean, setting: unknown) {
  const [panel, dispatch] = useReducer(callResultPanelReducer, { status: 'hidden' } as CallResultPanel);
  useEffect(() => {
    if (!enabled) return;
    dispatch({ type: 'open', now: Date.now(), setting });
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 1000);
    return () => clearInterval(timer);
  }, [enabled, setting]);
  return { panel, choose: (result: string) => dispatch({ type: 'choose', result }) };
}
