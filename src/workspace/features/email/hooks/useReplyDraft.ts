import { useQuery } from '@tanstack/react-query';
import { replyDraft, type ReplyDraft } from '@/src/domain/email/reply-draft';
import { api } from '@/src/workspace/session/api';
import type { DialogProps } from '../state/dialogStackState';
import { emailKeys } from '../emailKeys';

/** The quoted draft of a reply / forward, from the sent email (GET /emails/messages/:id); null otherwise. */
export function useReplyDraft(replyTo: DialogProps['replyTo']) {
  return useQuery<ReplyDraft | null>({
    queryKey: emailKeys.reply(replyTo?.emailId, replyTo?.kind),
    enabled: Boolean(replyTo),
    staleTime: Infinity,
    queryFn: async () => {
      if (!replyTo) return null;
      const { message } = await api.call('getEmailMessage', { params: { id: replyTo.emailId } });
      return replyDraft({ from: message.from, to: message.to, cc: message.cc, subject: message.subject, body: message.body, sentAt: new Date(message.sentAt) }, replyTo.kind);
    },
  });
}
