import { ApiCallError } from '../../contract/api-call-error';
import { beginSessionSwitch, endSessionSwitch, handleUnauthorized } from './api';
import type { Session } from '../../contract';
import { connectionStorage, sendToBackground } from '../platform';
import { connectionState, workspaceStore } from './state';

/**
 * Login as user and back (spec 3: "then page reload"): the new session's token replaces the stored
 * one, the offscreen document reconnects its socket and phone with it, and the workspace starts again
 * on the dashboard, so nothing of the other user's screens or cache stays. Presence is not touched:
 * an admin looking in is not the user signing in.
 */
export async function switchSession(session: Session) {
  const current = workspaceStore.get(connectionState);
  if (!current) throw new Error('No connection to switch');
  const connection = { instance: current.instance, token: session.authToken };
  // This page first: the storage change that follows is then its own, not another page's (followStoredSession).
  workspaceStore.set(connectionState, connection);
  await connectionStorage.write(connection);
  await sendToBackground({ target: 'background', type: 'connection.changed' });
  window.history.replaceState(null, '', '#!/dashboard');
  window.location.reload();
}

/**
 * Obtains a session from the server and switches to it. Calls answered 401 meanwhile (the old session
 * ends on the server as the new one starts) do not sign the user out; a 401 of the exchange itself
 * does (one's own session had ended).
 */
export async function tradeSession(obtain: () => Promise<Session>) {
  beginSessionSwitch();
  try {
    await switchSession(await obtain());
  } catch (error) {
    endSessionSwitch();
    if (error instanceof ApiCallError && error.status === 401) handleUnauthorized(error.details.reason);
    throw error;
  }
}
