import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { emailKeys } from '../emailKeys';

/** A sent email (its attachments on the timeline). */
export const useEmailMessage = (emailId: number) => useQuery({ queryKey: emailKeys.message(emailId), queryFn: () => api.call('getEmailMessage', { params: { id: emailId } }).then((r) => r.message) });

/** A page of the demo mailbox, newest first; refreshed every 5 s while shown. */
export const useMailbox = (offset: number, pageSize: number) =>
  useQuery({ queryKey: emailKeys.mailbox(offset), queryFn: () => api.call('listMailbox', { query: { limit: pageSize, offset } }), placeholderData: keepPreviousData, refetchInterval: 5000 });

/** One message of the demo mailbox. */
export const useMailboxMessage = (id: number) => useQuery({ queryKey: emailKeys.mailboxMessage(id), queryFn: () => api.call('getMailboxMessage', { params: { id } }).then((r) => r.message) });
