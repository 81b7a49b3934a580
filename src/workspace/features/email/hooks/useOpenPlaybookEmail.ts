import { useCallback } from 'react';
import type { PlaybookData } from '../state/dialogStackState';
import { useOpenDialog } from './useOpenDialog';

/**
 * Opens the email composer in playbook mode (for the lists screens): the step's template goes to
 * every contact of `playbookData.contacts` through POST /emails/playbook-send. `first` names the
 * dialog and previews the variables (the first contact).
 */
export function useOpenPlaybookEmail() {
  const openDialog = useOpenDialog();
  return useCallback(
    (playbookData: PlaybookData, first: { contactId: number; contactName: string }) => openDialog('email', { contactId: first.contactId, contactName: first.contactName, to: '', playbookData }),
    [openDialog],
  );
}
