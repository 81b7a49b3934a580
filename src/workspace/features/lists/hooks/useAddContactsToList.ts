import { api } from '@/src/workspace/session/api';

/** Adds contacts to a list, at a step (or its first step). */
export const useAddContactsToList = () => (choice: { listId: number; stepId: number | null }, contactIds: readonly number[]) =>
  api.call('addListContacts', { params: { listId: choice.listId }, body: { contactIds: [...contactIds], stepId: choice.stepId } });
