import type { PowerDialerState } from '@/src/domain/power-dialer/power-dialer-state';

/**
 * The status badge's i18n key. The dialer pauses itself while the mandatory result is open, so that
 * pause reads "Waiting for result" (Resume is off then): a rep should not think they paused it.
 */
export function panelStatusKey(state: Pick<PowerDialerState, 'status' | 'resultPanel'>): string {
  if (state.resultPanel !== null && state.status !== 'ended') return 'powerDialer.status_waitingResult';
  return `powerDialer.status_${state.status}`;
}
