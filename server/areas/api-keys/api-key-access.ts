import type { RouteKey } from '@/src/contract';
import { API_KEY_REFUSALS, apiKeyMayUseMethod } from '@/src/domain/api-keys/api-key-rules';
import { ApiError } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';

/**
 * Calls no API key makes, whatever its rights: they belong to a person at the keyboard. Keys
 * themselves (a key cannot mint or revoke keys), one's password and sign-out, and an administrator's
 * routes that hand out someone's credentials (login as, password and MFA resets). Every other admin
 * route is open to a read-write key of an administrator (the key carries its creator's
 * capabilities); a read-only key never carries the administrator's (apiKeyCapabilities).
 */
const PERSON_ONLY: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'listApiKeys',
  'createApiKey',
  'deleteApiKey',
  'changePassword',
  'deleteSession',
  'loginAsUser',
  'endLoginAs',
  'resetUserPassword',
  'resetUserMfa',
]);

/** Refuses (403) a call the key may not make: a person-only route, or a change made with a read-only key. */
export function assertApiKeyMayCall(auth: AuthContext, route: RouteKey, method: string) {
  if (!auth.apiKey) return;
  if (PERSON_ONLY.has(route)) throw new ApiError(403, API_KEY_REFUSALS.notForKeys, { code: 'API_KEY_REFUSED' });
  if (!apiKeyMayUseMethod(auth.apiKey.rights, method)) throw new ApiError(403, API_KEY_REFUSALS.readOnly, { code: 'API_KEY_READ_ONLY' });
}
