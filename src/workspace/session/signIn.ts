import type { Session } from '../../contract';
import { connectionStorage, sendToBackground } from '../platform';
import { api } from './api';
import { connectionState, sessionState, workspaceStore } from './state';

/** Keeps a new session: storage (token in chrome.storage.session only), state, the offscreen socket. */
export async function adoptSession(instance: string, session: Session) {
  const connection = { instance, token: session.authToken };
  // This page first: the storage change that follows is then its own, not another page's (followStoredSession).
  workspaceStore.set(connectionState, connection);
  workspaceStore.set(sessionState, session);
  await connectionStorage.write(connection);
  await sendToBackground({ target: 'background', type: 'connection.changed' });
  // After login the presence is set to away (spec 1 section 4).
  await api.call('setPresence', { body: { presence: 'away' } }).catch(() => undefined);
}

/** Tries the stored connection; null when there is none or it is no longer valid. */
export async function recoverSession(): Promise<{ session: Session | null; status?: number; reason?: string }> {
  const stored = await connectionStorage.read();
  if (!stored) return { session: null };
  workspaceStore.set(connectionState, stored);
  try {
    const session = await api.call('getSession', {});
    workspaceStore.set(sessionState, session);
    return { session };
  } catch (error) {
    workspaceStore.set(connectionState, null);
    await connectionStorage.clear();
    const status = (error as { status?: number }).status;
    const reason = (error as { details?: { reason?: string } }).details?.reason;
    return { session: null, ...(status !== undefined ? { status } : {}), ...(reason ? { reason } : {}) };
  }
}
