import { api, clearConnection } from './api';
import { clearComposerDrafts } from '../features/email/drafts/composerDrafts';

/**
 * Logout sets presence away (server side) and ends the session; the extension then clears what the user kept (stored
 * data, notifications, the offscreen phone's calls and the dialers), and this page starts afresh on login, so none of
 * its atoms, caches or typed numbers reach the next user (a shared computer).
 */
export async function signOut() {
  await api.call('deleteSession', {}).catch(() => undefined);
  await clearConnection();
  // The next user finds none of this one's unsent email and SMS text.
  await clearComposerDrafts().catch((e: unknown) => console.warn('[drafts] not cleared', e));
  window.sessionStorage.clear();
  // replaceState: no hashchange, so the signed-out shell keeps its loader until the fresh page shows the login.
  window.history.replaceState(null, '', '#!/login');
  window.location.reload();
}
