import { atom } from 'jotai';

/** What the rep typed in the dialer's number field (kept while switching pages). */
export const dialNumberState = atom('');
