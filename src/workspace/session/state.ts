import { atom, createStore } from 'jotai';
import type { Session } from '../../contract';
import type { Connection } from '../../contract/connection';

/** The instance and bearer token in use; mirrored in chrome.storage.session. */
export const connectionState = atom<Connection | null>(null);
/** The recovered or freshly signed-in session. */
export const sessionState = atom<Session | null>(null);
/** Whether the offscreen document's /updates socket is connected. */
export const updatesConnectedState = atom(false);

/** One store, so the API client can read the token outside React. */
export const workspaceStore = createStore();
