import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { connectionState } from './state';

/**
 * One user's cached answers never reach the next: whenever the session changes (sign-in, sign-out,
 * a 401, another instance), the query cache is emptied. Returns the unsubscribe.
 */
export function clearCacheOnSessionChange(store: ReturnType<typeof createStore>, client: QueryClient): () => void {
  const sessionKey = () => {
    const connection = store.get(connectionState);
    return connection ? `${connection.instance} ${connection.token}` : null;
  };
  let last = sessionKey();
  return store.sub(connectionState, () => {
    const now = sessionKey();
    if (now === last) return;
    last = now;
    client.clear();
  });
}
