import { atom } from 'jotai';
import type { MfaPage } from '@/src/domain/login-messages';

/** A sign-in waiting for its second factor. */
export const mfaPendingState = atom<{ mfaToken: string; page: MfaPage; instance: string; url?: string } | null>(null);
