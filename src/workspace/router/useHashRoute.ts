import { useSyncExternalStore } from 'react';
import { parseHashRoute, type HashRoute } from '../../domain/hash-route';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const snapshot = () => window.location.hash;

/** The current hash-bang route (`#!/dashboard`). */
export function useHashRoute(): HashRoute {
  const hash = useSyncExternalStore(subscribe, snapshot);
  return parseHashRoute(hash);
}

export const navigate = (hash: string) => {
  window.location.hash = hash.startsWith('#') ? hash.slice(1) : hash;
};
