import { connection as connectionSchema, type Connection } from '../../contract/connection';

/**
 * Whether the session stored for the whole extension (chrome.storage.session) is no longer the one this page holds: the
 * user signed out, their session ended, or another user signed in, in another page. A page holding no session has
 * nothing of anyone to drop.
 */
export function sessionChangedElsewhere(held: Connection | null, stored: unknown): boolean {
  if (!held) return false;
  const parsed = connectionSchema.safeParse(stored);
  return !parsed.success || parsed.data.instance !== held.instance || parsed.data.token !== held.token;
}
