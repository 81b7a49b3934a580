import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { smsKeys } from '../smsKeys';

export interface SmsToSend {
  contactId: number;
  to: string;
  from: string;
  body: string;
  /** The task's project, written on the sent SMS as its context (spec 1 section 7). */
  projectName?: string | null;
}

/** Sends an SMS to a contact; its thread reloads. Errors are the caller's to show. */
export function useSendSms(handlers: { onSent(): void; onError(error: unknown): void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sms: SmsToSend) => {
      const sent = await api.call('sendSms', { params: { id: sms.contactId }, body: { to: sms.to, from: sms.from, body: sms.body } });
      if (sms.projectName) await api.call('updateSmsContext', { params: { id: sent.messageId }, body: { projectName: sms.projectName } }).catch(() => console.warn('SMS context not saved'));
      return sent;
    },
    onSuccess: (_sent, sms) => {
      handlers.onSent();
      void queryClient.invalidateQueries({ queryKey: smsKeys.thread(sms.contactId, sms.to) });
    },
    onError: handlers.onError,
  });
}
