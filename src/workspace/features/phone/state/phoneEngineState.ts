import { atom } from 'jotai';
import type { PhoneState } from '@/src/phone/phone-state';

/** The phone engine's last broadcast state (null until the offscreen document answered). */
export const phoneEngineState = atom<PhoneState | null>(null);
