import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserEmailSettingsUpdate } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { emailKeys } from '../emailKeys';

/** The email client settings as the settings page edits them (a failure is the page's error state). */
export const useEmailSettingsPage = () => useQuery({ queryKey: emailKeys.settingsPage, queryFn: () => api.call('getEmailSettings', {}) });

/** Saves them; every email query reloads (composer defaults included). */
export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: UserEmailSettingsUpdate) => api.call('updateEmailSettings', { body }), onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailKeys.all }) });
}
