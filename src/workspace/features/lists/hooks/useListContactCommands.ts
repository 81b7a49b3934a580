import { useTranslation } from 'react-i18next';
import { listNameInTitle } from '@/src/domain/lists/list-status-label';
import { api } from '@/src/workspace/session/api';
import { useListAction } from './useListAction';
import { useAddContactsToList } from './useAddContactsToList';

/** Actions on the contacts of one list (the list contacts table), each with the catalogue's texts. */
export function useListContactCommands(listId: number) {
  const { t } = useTranslation();
  const run = useListAction();
  const addToList = useAddContactsToList();
  return {
    retryFailedEmail: (contactId: number) =>
      run(async () => (await api.call('bulkRetryListEmails', { body: { sourceContacts: [{ listId, contactIds: [contactId] }] } })).count, {
        errorKey: 'lists.bulkRetryError',
        vars: (err) => ({ message: err instanceof Error ? err.message : String(err) }),
        success: (n) => t('lists.bulkRetryDone', { n }),
      }),
    removeOne: (contactId: number) => run(() => api.call('removeListContact', { params: { listId, contactId } }), { errorKey: 'lists.removeContactError' }),
    removeSelected: (contactIds: number[]) => run(() => api.call('removeListContacts', { params: { listId }, body: { contactIds } }), { errorKey: 'lists.removeContactsError' }),
    /** Every contact of the list, or of one step. */
    removeAll: (stepId: number | null) => run(() => api.call('removeAllListContacts', { params: { listId }, query: stepId ? { stepId } : {} }), { errorKey: 'lists.removeAllContactsError' }),
    /** Adds contacts of this list to another list (at a step, or its first). */
    addToList: (choice: { listId: number; listName: string; stepId: number | null }, contactIds: number[]) =>
      run(() => addToList(choice, contactIds), { errorKey: 'lists.addToListError', success: t('listContacts.added', { name: listNameInTitle(choice.listName) }) }),
  };
}
