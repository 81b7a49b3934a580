import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactCreateBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { contactKeys } from '../contactKeys';

/** Creates a contact or lead; the contact tables reload. */
export function useCreateContact(onCreated: (contactId: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactCreateBody) => api.call('createContact', { body }),
    onSuccess: ({ contactId }) => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
      onCreated(contactId);
    },
  });
}

/** Deletes a contact or lead; its cached record goes and the contact tables reload. */
export function useDeleteContact(contactId: number, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('deleteContact', { params: { contactId } }),
    onSuccess: () => {
      onDeleted();
      queryClient.removeQueries({ queryKey: contactKeys.detail(contactId) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
