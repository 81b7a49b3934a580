import { connection, type Connection } from '../contract/connection';

/** Where chrome.storage.session keeps the signed-in connection (pages follow its changes). */
export const CONNECTION_KEY = 'connection';
const KEY = CONNECTION_KEY;
const INSTANCE_KEY = 'lastInstance';

/** The minimal storage area both chrome.storage.session and a test double provide. */
export interface StorageArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
}

/**
 * The session token lives only in chrome.storage.session (memory, cleared with the browser).
 * Reads pass through the zod schema; anything malformed counts as signed out.
 */
export function createConnectionStorage(sessionArea: StorageArea, localArea: StorageArea) {
  return {
    async read(): Promise<Connection | null> {
      const stored = (await sessionArea.get(KEY))[KEY];
      const parsed = connection.safeParse(stored);
      if (stored !== undefined && !parsed.success) console.warn('stored connection is malformed; treated as signed out');
      return parsed.success ? parsed.data : null;
    },
    async write(value: Connection): Promise<void> {
      await sessionArea.set({ [KEY]: connection.parse(value) });
      // The instance (not the token) is remembered for the next sign-in.
      await localArea.set({ [INSTANCE_KEY]: value.instance });
    },
    async clear(): Promise<void> {
      await sessionArea.remove(KEY);
    },
    async lastInstance(): Promise<string | null> {
      const value = (await localArea.get(INSTANCE_KEY))[INSTANCE_KEY];
      return typeof value === 'string' ? value : null;
    },
  };
}
export type ConnectionStorage = ReturnType<typeof createConnectionStorage>;
