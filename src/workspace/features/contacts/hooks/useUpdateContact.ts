import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactUpdateBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { contactKeys } from '../contactKeys';

/** Partial update of a contact; the saved contact replaces the cached one. */
export function useUpdateContact(contactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactUpdateBody) => api.call('updateContact', { params: { contactId }, body }).then((reply) => reply.contact),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKeys.detail(contactId), contact);
      void queryClient.invalidateQueries({ queryKey: contactKeys.lists });
      void queryClient.invalidateQueries({ queryKey: contactKeys.related(contactId) });
    },
  });
}
