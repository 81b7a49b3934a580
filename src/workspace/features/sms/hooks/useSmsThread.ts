import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiCallError } from '@/src/contract/api-call-error';
import type { Sms, SmsThread } from '@/src/contract';
import { receive } from '@/src/extension/messages';
import { onExtensionMessage, sendToBackground } from '@/src/workspace/platform';
import { api } from '@/src/workspace/session/api';
import { writeLive } from '@/src/workspace/session/liveCache';
import { useUpdatesEvent } from '@/src/workspace/session/hooks/useUpdatesEvent';
import { smsKeys } from '../smsKeys';

type Page = SmsThread | null;

/**
 * The latest thread with a contact number (404: none yet, not an error), earlier threads paged on
 * demand (404: SMS_ERROR_LOAD_PAST_NOT_FOUND, paging stops), and live messages: the dialog joins the
 * room sms/{threadId} of the thread it shows, whose messages arrive as `sms` events.
 */
export function useSmsThread(contactId: number, to: string) {
  const queryClient = useQueryClient();
  const key = smsKeys.thread(contactId, to);
  const query = useInfiniteQuery<Page, Error, InfiniteData<Page, number | null>, typeof key, number | null>({
    queryKey: key,
    initialPageParam: null,
    queryFn: async ({ pageParam }) => {
      if (pageParam === null) {
        return api
          .call('getLastSmsThread', { query: { contactId, to } })
          .then((r) => r.content)
          .catch((e: unknown) => {
            if (e instanceof ApiCallError && e.status === 404) return null;
            throw new Error('SMS_ERROR_LOAD_PAST');
          });
      }
      return api
        .call('getSmsThread', { params: { threadId: pageParam } })
        .then((r) => r.content)
        .catch((e: unknown) => {
          throw new Error(e instanceof ApiCallError && e.status === 404 ? 'SMS_ERROR_LOAD_PAST_NOT_FOUND' : 'SMS_ERROR_LOAD_PAST');
        });
    },
    getNextPageParam: (last) => last?.previousThreadId ?? undefined,
    enabled: to.trim().length > 0,
  });
  const threadId = query.data?.pages[0]?.lastThreadId ?? null;

  // Joined while the dialog shows this thread; once the server confirms, a reload catches what came before.
  useEffect(() => {
    if (threadId === null) return;
    const room = `sms/${threadId}`;
    const off = onExtensionMessage((raw) => {
      const message = receive(raw, 'ui');
      if (message?.type === 'updates.joined' && message.room === room) void queryClient.invalidateQueries({ queryKey: key });
    });
    void sendToBackground({ target: 'background', type: 'updates.join', room });
    return () => {
      off();
      void sendToBackground({ target: 'background', type: 'updates.leave', room });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [threadId, queryClient]);

  // Another thread with this contact changed (a new one began): show the latest.
  useUpdatesEvent('sms.thread', (notice) => {
    if (notice.contactId === contactId && notice.threadId !== threadId) void queryClient.invalidateQueries({ queryKey: key });
  });
  useUpdatesEvent('sms', (m: Sms) => {
    if (m.contactId !== contactId) return;
    writeLive<InfiniteData<Page, number | null>>(queryClient, key, (data) => {
      if (!data) return data;
      const [first, ...rest] = data.pages;
      if (!first || first.lastThreadId !== m.threadId) {
        void queryClient.invalidateQueries({ queryKey: key });
        return data;
      }
      const exists = first.messages.some((x) => x.id === m.id);
      const messages = exists ? first.messages.map((x) => (x.id === m.id ? m : x)) : [...first.messages, m];
      return { ...data, pages: [{ ...first, messages }, ...rest] };
    });
  });
  return { ...query, threadId };
}
