import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { notificationKeys } from '../notificationKeys';

/** The unread count stays current while the workspace is open (and on every opening of the list). */
const REFRESH_MS = 60_000;

/** The user's last 50 notifications and how many are unread. */
export const useNotifications = () => useQuery({ queryKey: notificationKeys.list, queryFn: () => api.call('listNotifications', {}), refetchInterval: REFRESH_MS });

/** Marks read everything up to the newest notification shown; the list shown follows the server's answer without reading it again. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) => api.call('markNotificationsRead', { body: { upTo } }),
    onSuccess: ({ unread }, upTo) =>
      client.setQueryData<NotificationList>(notificationKeys.list, (list) =>
        // `at` and `upTo` are both ISO times in UTC, so they compare as text.
        list ? { notifications: list.notifications.map((n) => (n.at <= upTo ? { ...n, read: true } : n)), unread } : list,
      ),
  });
}
