/**
 * API keys (spec 3 /settings/integrations/apikey, issue 37): what a key looks like and what it may call.
 * A key acts as the administrator who created it, within their tenant, with the rights chosen at
 * creation: 'read' (GET calls only) or 'write' (every call its creator may make).
 */
export const API_KEY_RIGHTS = ['read', 'write'] as const;
export type ApiKeyRights = (typeof API_KEY_RIGHTS)[number];

/** Every key starts with this, so a leaked one is recognisable (secret scanners) and told from a session token. */
export const API_KEY_PREFIX = 'dwk_';

export const isApiKeyToken = (token: string | undefined): token is string => token !== undefined && token.startsWith(API_KEY_PREFIX);

/** The administrator capability: the settings pages and the admin routes ask for it. */
const SETTINGS_ADMIN = 'settings.admin';

/**
 * The capabilities a key carries: its creator's, as they are now (a demoted creator's keys lose what
 * they lost). A read-only key never carries the administrator's capability, so admin-only routes, and
 * the admin's wider view inside other routes, stay closed to it: only a read-write key of an
 * administrator reaches them.
 */
export const apiKeyCapabilities = (creatorCaps: readonly string[], rights: ApiKeyRights): string[] => (rights === 'write' ? [...creatorCaps] : creatorCaps.filter((cap) => cap !== SETTINGS_ADMIN));

/** A read-only key makes GET calls only; anything that changes data is refused. */
export const apiKeyMayUseMethod = (rights: ApiKeyRights, method: string): boolean => rights === 'write' || method === 'GET';

/** Messages of a refused key call (403). */
export const API_KEY_REFUSALS = { readOnly: 'This API key is read-only', notForKeys: 'This call needs a signed-in user; an API key cannot make it' } as const;
