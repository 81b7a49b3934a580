import { DESKTOP_NOTIFICATIONS_KEY } from './desktop-notification-prefs';

/**
 * chrome.storage.local outlives a sign-out, so what one user keeps there must be named for sign-out to find it. A key that
 * holds one user's data (composer drafts, say) starts with this prefix: `perUserKey('drafts:contact:42')`. Keys of the
 * browser (audio devices, CRM sites, click-to-call sites, the last instance) have no prefix and stay for the next user.
 */
export const PER_USER_KEY_PREFIX = 'user:';

/** A chrome.storage.local key whose value belongs to the signed-in user and goes at sign-out. */
export const perUserKey = (name: string) => `${PER_USER_KEY_PREFIX}${name}`;

/** Per-user keys named before the prefix existed. */
const LEGACY_PER_USER_KEYS: readonly string[] = [DESKTOP_NOTIFICATIONS_KEY];

/** Which of these chrome.storage.local keys hold a user's data (the ones sign-out removes). */
export const perUserKeysOf = (keys: readonly string[]): string[] => keys.filter((key) => key.startsWith(PER_USER_KEY_PREFIX) || LEGACY_PER_USER_KEYS.includes(key));

/** The parts of chrome.storage sign-out clears. */
export interface SignOutStorage {
  local: { get(keys: null): Promise<Record<string, unknown>>; remove(keys: string[]): Promise<void> };
  session: { clear(): Promise<void> };
}

/**
 * The one place sign-out clears stored per-user state: every per-user key of chrome.storage.local, and all of
 * chrome.storage.session (it holds nothing but the signed-in session's own state).
 */
export async function clearPerUserStorage(storage: SignOutStorage): Promise<void> {
  const keys = perUserKeysOf(Object.keys(await storage.local.get(null)));
  if (keys.length > 0) await storage.local.remove(keys);
  await storage.session.clear();
}
