import { useTranslation } from 'react-i18next';
import type { CallList } from '@/src/contract';
import type { ListMenuAction } from '@/src/domain/lists/list-capabilities';
import { listNameInTitle } from '@/src/domain/lists/list-status-label';
import { navigate } from '@/src/workspace/router/useHashRoute';
import type { ConfirmRequest } from '../components/ConfirmModal';
import { useListCommands } from './useListCommands';

/** What each row-menu entry does: navigate, ask first, or act at once. */
export function useListMenuHandler(ask: (r: ConfirmRequest) => void, moveFrom: (list: CallList) => void) {
  const { t } = useTranslation();
  const commands = useListCommands();
  return (list: CallList, action: ListMenuAction) => {
    const name = listNameInTitle(list.name);
    switch (action) {
      case 'EDIT':
        return navigate(`#!/lists/${list.id}/edit`);
      case 'PREVIEW':
        return navigate(`#!/lists/${list.id}/view`);
      case 'CLONE':
        return navigate(`#!/lists/create?cloneListId=${list.id}`);
      case 'DELETE':
        return ask({ title: t('lists.DELETE'), text: t('lists.confirmDeleteOne', { name }), onConfirm: () => void commands.remove(list) });
      case 'RESET':
        return ask({ title: t('lists.RESET'), text: t('lists.confirmResetOne', { name }), checkLabel: t('lists.confirmResetCheck'), onConfirm: () => void commands.reset(list) });
      case 'REFRESH':
        return void commands.refresh(list);
      case 'MOVE_CONTACTS':
        return moveFrom(list);
      case 'REMOVE_CONTACTS':
        return ask({ title: t('lists.REMOVE_CONTACTS'), text: t('lists.confirmRemoveAllContacts', { name }), onConfirm: () => void commands.removeAllContacts(list) });
      case 'RETRY_FAILED_EMAILS':
        return ask({ title: t('lists.RETRY_FAILED_EMAILS'), text: t('lists.confirmRetryEmails', { name }), onConfirm: () => void commands.retryFailedEmails(list) });
      case 'JOIN':
        return void commands.join(list);
      case 'LEAVE':
        return void commands.leave(list);
      case 'RESUME':
        return void commands.resume(list);
    }
  };
}
