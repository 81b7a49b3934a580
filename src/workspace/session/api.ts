import type { ApiClient, CallInput, RouteKey, Routes } from '../../contract';
import type { HttpMethod } from '../../contract/route';
import { DEFAULT_INSTANCE_URL, RELOAD_AFTER_401_MS } from '../../domain/constants';
import { loginRedirect } from '../../domain/hash-route';
import { connectionStorage, sendToBackground } from '../platform';
import { navigate } from '../router/useHashRoute';
import { connectionState, sessionState, workspaceStore } from './state';

/** Where the login form points before anyone signed in. */
let pendingInstance = DEFAULT_INSTANCE_URL;
export const setPendingInstance = (instance: string) => {
  pendingInstance = instance;
};

export async function clearConnection() {
  workspaceStore.set(connectionState, null);
  workspaceStore.set(sessionState, null);
  await connectionStorage.clear();
  await sendToBackground({ target: 'background', type: 'connection.changed' });
}

/** Current path and query of the workspace, for the login redirect's `url` parameter. */
const currentUrl = () => window.location.hash.replace(/^#!?/, '');

/** Set once the first 401 is being handled: calls failing together must not redirect again (and lose the url). */
let leavingForLogin = false;

/**
 * Set while the page trades one session for another (login as user, and back): the server ends the
 * old session as it answers, so calls still in flight with the old token get 401. Those must not
 * sign the user out; the page reloads with the new session a moment later.
 */
let switchingSession = false;
export const beginSessionSwitch = () => {
  switchingSession = true;
};
export const endSessionSwitch = () => {
  switchingSession = false;
};

/** Intercepted 401: clear the session, go to login with status, url and reason, reload after 500 ms. */
export function handleUnauthorized(reason?: string) {
  if (leavingForLogin || switchingSession) return;
  leavingForLogin = true;
  const url = currentUrl();
  void clearConnection().finally(() => {
    navigate(loginRedirect({ status: 401, url: url.startsWith('/login') ? undefined : url, ...(reason ? { reason } : {}) }));
    setTimeout(() => window.location.reload(), RELOAD_AFTER_401_MS);
  });
}

/**
 * 403 'Insufficient scope' on a read: back to the dashboard unless already there or on login (spec 1 section 8). A
 * refused save stays: its form keeps what the user typed and says why (the call's error reaches it).
 */
export function handleInsufficientScope({ method }: { method: HttpMethod }) {
  if (method !== 'GET') return;
  const path = currentUrl().split('?')[0] ?? '';
  if (path === '/dashboard' || path === '/login') return;
  navigate('#!/dashboard');
}

let client: Promise<ApiClient> | null = null;

/**
 * The client and the contract's route table (every schema, zod, libphonenumber's metadata) load with the first
 * call rather than with the page: the side panel's first screen, the sign-in form, is interactive without them.
 */
function loadClient(): Promise<ApiClient> {
  client ??= import('../../client/api-client').then(({ createApiClient }) =>
    createApiClient({
      baseUrl: () => workspaceStore.get(connectionState)?.instance ?? pendingInstance,
      token: () => workspaceStore.get(connectionState)?.token ?? null,
      onUnauthorized: ({ reason }) => handleUnauthorized(reason),
      onInsufficientScope: handleInsufficientScope,
      onServiceUnavailable: () => window.location.reload(),
    }),
  );
  // A failed load (extension updated under an open page) is tried again by the next call.
  client.catch(() => {
    client = null;
  });
  return client;
}

export const api: ApiClient = {
  request: async <K extends RouteKey>(key: K, input: CallInput<Routes[K]>) => (await loadClient()).request(key, input),
  call: async <K extends RouteKey>(key: K, input: CallInput<Routes[K]>) => (await loadClient()).call(key, input),
};
