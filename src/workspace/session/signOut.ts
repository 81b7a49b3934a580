import { navigate } from '../router/useHashRoute';
import { api, clearConnection } from './api';

/** Logout sets presence away (server side) and ends the session, then back to login. */
export async function signOut() {
  await api.call('deleteSession', {}).catch(() => undefined);
  await clearConnection();
  navigate('#!/login');
}
