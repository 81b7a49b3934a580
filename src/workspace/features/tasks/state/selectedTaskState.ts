import { atom } from 'jotai';

/** The task picked in a contact's task selector: the task the user works on (the call's taskId). */
export const selectedTaskState = atom<{ contactId: number; taskId: number } | null>(null);
