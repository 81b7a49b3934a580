import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { api } from '@/src/workspace/session/api';
import { sessionState, workspaceStore } from '@/src/workspace/session/state';
import { MOVE_ERROR_KEYS } from '../listErrors';
import { listFeedbackState } from '../state/listFeedbackState';
import type { ListTargetChoice } from '../components/ListTargetModal';
import { useListAction } from './useListAction';

export type MoveSource = { kind: 'contacts'; listId: number; contactIds: number[] } | { kind: 'list'; listId: number; stepId?: number };

/**
 * Moves contacts to another list (and step). Starting shows the "Moving Contacts" notice (it may
 * take time; refresh to follow the counts); a failure shows the not-found, conflict or generic text.
 */
export function useMoveContacts() {
  const { t } = useTranslation();
  const run = useListAction();
  const setFeedback = useSetAtom(listFeedbackState);
  return async (source: MoveSource, target: ListTargetChoice) => {
    const single = source.kind === 'contacts' && source.contactIds.length === 1;
    const admin = workspaceStore.get(sessionState)?.role === 'admin';
    const body =
      source.kind === 'contacts'
        ? { targetListId: target.listId, targetStepId: target.stepId, contacts: source.contactIds.map((contactId) => ({ contactId, listId: source.listId })), admin }
        : { targetListId: target.listId, targetStepId: target.stepId, sourceListId: source.listId, sourceStepId: source.stepId ?? null, admin };
    const moving = run(() => api.call('moveListContacts', { body }), { errorKey: single ? 'lists.moveOneError' : 'lists.moveError', byStatus: MOVE_ERROR_KEYS });
    // The notice shows while the move runs; the outcome replaces it.
    setFeedback({ tone: 'success', text: `${t('lists.movingTitle')}: ${t('lists.movingBody')}` });
    return moving;
  };
}
