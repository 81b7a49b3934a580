import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { listFeedbackState, type ListFeedback } from '../state/listFeedbackState';

/** Shows a message above the lists tables without running an action. */
export function useListNotice() {
  const set = useSetAtom(listFeedbackState);
  return useCallback((tone: ListFeedback['tone'], text: string) => set({ tone, text }), [set]);
}
