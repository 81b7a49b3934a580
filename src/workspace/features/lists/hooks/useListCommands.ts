import { useTranslation } from 'react-i18next';
import type { CallList } from '@/src/contract';
import { listNameInTitle, type Priority } from '@/src/domain/lists/list-status-label';
import { api } from '@/src/workspace/session/api';
import { JOIN_ERROR_KEYS } from '../listErrors';
import { useListAction } from './useListAction';

type ListRef = Pick<CallList, 'id' | 'name'>;

/** The list actions of the rows and the bulk bar, each with the catalogue's texts. */
export function useListCommands() {
  const { t } = useTranslation();
  const run = useListAction();
  const nameOf = (l: ListRef) => listNameInTitle(l.name);

  return {
    setPriority: async (list: ListRef, priority: Priority) =>
      (await run(() => api.call('setListPriority', { params: { listId: list.id }, body: { priority } }), { errorKey: 'lists.priorityError', vars: { name: nameOf(list) } })) !== null,
    setActive: async (list: ListRef, active: boolean) =>
      (await run(() => api.call('setListActive', { params: { listId: list.id }, body: { active } }), { errorKey: 'lists.activeError', vars: { name: nameOf(list) } })) !== null,
    setStepPriority: async (playbookId: number, step: { id: number; name: string }, priority: Priority) =>
      (await run(() => api.call('updatePlaybookStepPriority', { params: { id: playbookId, stepId: step.id }, body: { priority } }), {
        errorKey: 'lists.stepPriorityError',
        vars: { name: step.name },
      })) !== null,
    join: (list: ListRef) =>
      run(() => api.call('joinList', { params: { listId: list.id } }), { errorKey: 'lists.join500', byStatus: JOIN_ERROR_KEYS, success: t('lists.joined', { name: nameOf(list) }) }),
    leave: (list: ListRef) =>
      run(() => api.call('leaveList', { params: { listId: list.id } }), { errorKey: 'lists.join500', byStatus: JOIN_ERROR_KEYS, success: t('lists.left', { name: nameOf(list) }) }),
    resume: (list: ListRef) =>
      run(() => api.call('unpauseList', { params: { listId: list.id } }), { errorKey: 'lists.join500', byStatus: JOIN_ERROR_KEYS, success: t('lists.resumed', { name: nameOf(list) }) }),
    remove: (list: ListRef) => run(() => api.call('deleteList', { params: { listId: list.id } }), { errorKey: 'lists.deleteError' }),
    reset: (list: ListRef) => run(() => api.call('resetList', { params: { listId: list.id } }), { errorKey: 'lists.resetError' }),
    refresh: (list: ListRef) => run(() => api.call('refreshList', { params: { listId: list.id }, body: {} }), { errorKey: 'lists.refreshError' }),
    removeAllContacts: (list: ListRef) => run(() => api.call('removeAllListContacts', { params: { listId: list.id } }), { errorKey: 'lists.removeAllContactsError' }),
    retryFailedEmails: (list: ListRef) =>
      run(async () => (await api.call('bulkRetryListEmails', { body: { sourceContacts: [{ listId: list.id, contactIds: null }] } })).count, {
        errorKey: 'lists.bulkRetryError',
        vars: (err) => ({ message: err instanceof Error ? err.message : String(err) }),
        success: (n) => t('lists.bulkRetryDone', { n }),
      }),
    /** Bulk: every checked list; one failure gives the bulk text. */
    bulk: (kind: 'delete' | 'refresh' | 'reset', lists: readonly ListRef[]) => {
      const call = (l: ListRef) =>
        kind === 'delete'
          ? api.call('deleteList', { params: { listId: l.id } })
          : kind === 'reset'
            ? api.call('resetList', { params: { listId: l.id } })
            : api.call('refreshList', { params: { listId: l.id }, body: {} });
      const errorKey = { delete: 'lists.deleteBulkError', refresh: 'lists.refreshBulkError', reset: 'lists.resetBulkError' }[kind];
      return run(
        async () => {
          const results = await Promise.allSettled(lists.map(call));
          const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
          if (failed) throw failed.reason;
          return results.length;
        },
        { errorKey },
      );
    },
  };
}
