import { atom } from 'jotai';

/** The message of the last list action, shown above the lists tables (role alert for errors). */
export interface ListFeedback {
  tone: 'error' | 'success';
  text: string;
}

export const listFeedbackState = atom<ListFeedback | null>(null);
