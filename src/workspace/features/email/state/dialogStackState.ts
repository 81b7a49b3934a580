import { atomWithReducer } from 'jotai/utils';
import { dialogStackReducer, emptyDialogStack, type DialogStack, type DialogStackEvent } from '@/src/domain/email/dialog-stack';
import type { ReplyKind } from '@/src/domain/email/reply-draft';

/** A playbook email step sent from a list (spec 1 section 3, Email draft playbookData). */
export interface PlaybookData {
  listId: number;
  playbookId: number;
  stepId: number;
  variantId: number | null;
  /** The step's (or variant's) template: sent per contact with its variables filled by the server. */
  stepTemplate: { subject: string; body: string };
  trackOpens: boolean;
  trackClicks: boolean;
  /** The list contacts it goes to (each at its own primary address). */
  contacts: number[];
}

/** What an email or SMS dialog is opened with. */
export interface DialogProps {
  contactId: number;
  contactName: string;
  /** Email address or phone number the dialog starts with. */
  to: string;
  /** Reply, reply-all or forward of a sent email (its id), quoted in the body. */
  replyTo?: { emailId: number; kind: ReplyKind } | undefined;
  /** Task context (a dialog opened from a task): set on the sent email / SMS through /tasks/{email|sms}/:id/context. */
  projectName?: string | undefined;
  /** Playbook mode: sends through POST /emails/playbook-send. */
  playbookData?: PlaybookData | undefined;
}

export const dialogStackState = atomWithReducer<DialogStack<DialogProps>, DialogStackEvent<DialogProps>>(emptyDialogStack<DialogProps>(), (state, event) =>
  event ? dialogStackReducer(state, event) : state,
);
