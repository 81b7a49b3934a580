import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browser } from 'wxt/browser';
import type { DesktopNotificationSettings } from '@/src/contract';
import { DESKTOP_NOTIFICATIONS_KEY } from '@/src/extension/desktop-notification-prefs';
import { api } from '@/src/workspace/session/api';

const key = ['notifications', 'desktop'] as const;

/** Hands the settings to the service worker, which decides at once whether to show a notification. */
const store = (settings: DesktopNotificationSettings) => browser.storage.local.set({ [DESKTOP_NOTIFICATIONS_KEY]: settings });

/** Spec 3: the inbound call and SMS desktop notifications, read and saved; each answer also reaches the extension. */
export function useDesktopNotifications() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: () => api.call('desktopNotifications', {}) });
  const save = useMutation({
    mutationFn: (body: DesktopNotificationSettings) => api.call('updateDesktopNotifications', { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(key, saved);
      await store(saved);
    },
  });
  return { query, save };
}

/** Mounted in the shell: the extension learns the signed-in user's settings as the workspace starts. */
export function useDesktopNotificationSync() {
  const { query } = useDesktopNotifications();
  useEffect(() => {
    if (query.data) void store(query.data);
  }, [query.data]);
}
