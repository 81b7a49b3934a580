import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiCallError } from '@/src/contract/api-call-error';
import { api } from '@/src/workspace/session/api';
import type { DialogProps } from '../state/dialogStackState';
import { timelineKeys } from '../../timeline/timelineKeys';

export interface ComposedEmail {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  body: string;
  attachments: number[];
  trackOpens: boolean;
  trackClicks: boolean;
  /** datetime-local value ('' = now). */
  sendAt: string;
}

export type SendOutcome = { kind: 'sent' | 'scheduled' | 'retrying' } | { kind: 'partial'; failed: { contactId: number; message: string }[] };

/**
 * Sends the composed email: POST /emails/send (reply / forward carry the original), or in playbook
 * mode POST /emails/playbook-send to the step's contacts. `onPaused` is the 423 of a paused list.
 */
export function useEmailSend(props: DialogProps, handlers: { onDone: (outcome: SendOutcome) => void; onPaused: () => void; onError: (e: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mail: ComposedEmail): Promise<SendOutcome> => {
      const common = {
        cc: mail.cc,
        bcc: mail.bcc,
        template: { replyType: props.replyTo?.kind ?? ('newThread' as const), subject: mail.subject, body: mail.body },
        attachments: mail.attachments,
        trackOpens: mail.trackOpens,
        trackClicks: mail.trackClicks,
        ...(mail.sendAt ? { sendAt: new Date(mail.sendAt).toISOString() } : {}),
      };
      const pb = props.playbookData;
      if (pb) {
        const result = await api.call('playbookSendEmail', {
          // A hand-sent step email replaces the contacts' waiting automatic one.
          body: { ...common, contacts: pb.contacts, listId: pb.listId, playbookId: pb.playbookId, stepId: pb.stepId, variantId: pb.variantId, cancelAutomaticJobs: true },
        });
        return result.failed.length ? { kind: 'partial', failed: result.failed } : { kind: 'sent' };
      }
      const result = await api.call('sendEmail', {
        body: { ...common, to: mail.to, contact: { contactId: props.contactId, email: mail.to }, ...(props.replyTo ? { replyToEmailId: props.replyTo.emailId } : {}) },
      });
      // Spec 1 section 7: the task context (project name) goes on the sent email.
      // The email left either way: a failed context update is only logged.
      if (props.projectName) await api.call('updateEmailContext', { params: { id: result.messageId }, body: { projectName: props.projectName } }).catch(() => console.warn('email context not saved'));
      return { kind: result.status === 'failed' ? 'retrying' : result.status };
    },
    onSuccess: (outcome) => {
      void queryClient.invalidateQueries({ queryKey: timelineKeys.all });
      handlers.onDone(outcome);
    },
    onError: (e: unknown) => (e instanceof ApiCallError && e.status === 423 ? handlers.onPaused() : handlers.onError(e)),
  });
}
