import { browser } from 'wxt/browser';
import type { createStore } from 'jotai';
import { CONNECTION_KEY } from '@/src/extension/connection-storage';
import { sessionChangedElsewhere } from './sessionChangedElsewhere';
import { connectionState } from './state';

/**
 * Another page signed out, or in as someone else: this page (a second tab, the side panel) starts afresh instead of
 * showing the last user's screens until its next call is refused. Returns the unsubscribe.
 */
export function followStoredSession(store: ReturnType<typeof createStore>, restart: () => void = () => window.location.reload()): () => void {
  const onChanged = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    if (area !== 'session' || !(CONNECTION_KEY in changes)) return;
    if (sessionChangedElsewhere(store.get(connectionState), changes[CONNECTION_KEY]?.newValue)) restart();
  };
  browser.storage.onChanged.addListener(onChanged);
  return () => browser.storage.onChanged.removeListener(onChanged);
}
