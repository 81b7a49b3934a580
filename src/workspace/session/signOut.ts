import { navigate } from '../router/useHashRoute';
import { api, clearConnection } from './api';
import { clearComposerDrafts } from '../features/email/drafts/composerDrafts';

/** Logout sets presence away (server side) and ends the session, then back to login. */
export async function signOut() {
  await api.call('deleteSession', {}).catch(() => undefined);
  await clearConnection();
  // The next user finds none of this one's unsent email and SMS text.
  await clearComposerDrafts().catch((e: unknown) => console.warn('[drafts] not cleared', e));
  navigate('#!/login');
}
