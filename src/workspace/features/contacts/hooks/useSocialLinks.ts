import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, SocialApp } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { contactKeys } from '../contactKeys';

/** Replaces the contact's social links (the whole list); the saved list goes into the cached contact. */
export function useSocialLinks(contactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (social: SocialApp[]) => api.call('updateSocialApps', { params: { contactId }, body: { social } }).then((reply) => reply.social),
    onSuccess: (social) => queryClient.setQueryData<Contact>(contactKeys.detail(contactId), (contact) => (contact ? { ...contact, socialApps: social } : contact)),
  });
}
