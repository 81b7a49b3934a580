/**
 * Spec 1 section 9, the control interval (45000 ms): how often the phone checks that it is still
 * connected and registered. The WebSocket's close and the registerer's state changes drive recovery
 * at once; this check catches what no event reports (a retry that was dropped, a registration that
 * lapsed while the service worker slept), so a phone never stays silently unreachable.
 */
export const CONTROL_INTERVAL_MS = 45_000;

export type ControlAction = 'reconnect' | 'register' | null;

/** What the check does: nothing while a retry is already due or all is well. */
export function controlAction(state: { stopped: boolean; retryPending: boolean; connected: boolean; registered: boolean }): ControlAction {
  if (state.stopped || state.retryPending) return null;
  if (!state.connected) return 'reconnect';
  return state.registered ? null : 'register';
}
