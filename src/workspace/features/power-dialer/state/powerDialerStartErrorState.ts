import { atom } from 'jotai';

/** Why the last start was refused (DIALER_BUSY, a paused list...), shown under the navbar until closed. */
export const powerDialerStartErrorState = atom<string | null>(null);
