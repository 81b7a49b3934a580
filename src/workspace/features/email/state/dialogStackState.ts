import { atomWithReducer } from 'jotai/utils';
import { dialogStackReducer, emptyDialogStack, type DialogStack, type DialogStackEvent } from '../../../../domain/email/dialog-stack';

/** What an email or SMS dialog is opened with. */
export interface DialogProps {
  contactId: number;
  contactName: string;
  /** Email address or phone number the dialog starts with. */
  to: string;
}

export const dialogStackState = atomWithReducer<DialogStack<DialogProps>, DialogStackEvent<DialogProps>>(emptyDialogStack<DialogProps>(), (state, event) =>
  event ? dialogStackReducer(state, event) : state,
);
