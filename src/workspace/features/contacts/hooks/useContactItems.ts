import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactEmail, Telephone } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { contactKeys } from '../contactKeys';

type PhoneChange = { kind: 'add'; number: string; type: string } | { kind: 'primary'; phone: Telephone } | { kind: 'delete'; phoneId: number };
type EmailChange = { kind: 'add'; address: string; type: string } | { kind: 'primary'; email: ContactEmail } | { kind: 'delete'; emailId: number };

/** Phone list items of a contact; each reply is the fresh list, written into the cached contact. */
export function usePhoneItems(contactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PhoneChange) => {
      const params = { contactId };
      if (change.kind === 'add') return api.call('addContactPhone', { params, body: { number: change.number, type: change.type, isPrimary: false } });
      if (change.kind === 'primary')
        return api.call('updateContactPhone', { params: { ...params, phoneId: change.phone.id }, body: { number: change.phone.phoneNumber, type: change.phone.type, isPrimary: true } });
      return api.call('deleteContactPhone', { params: { ...params, phoneId: change.phoneId } });
    },
    onSuccess: ({ phones }) => queryClient.setQueryData<Contact>(contactKeys.detail(contactId), (contact) => (contact ? { ...contact, telephones: phones } : contact)),
    // Spec 1 section 8: only a contact email save failure is flagged; other field save failures are logged.
    onError: (error) => console.warn('phone item save failed', error),
  });
}

export function useEmailItems(contactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EmailChange) => {
      const params = { contactId };
      if (change.kind === 'add') return api.call('addContactEmail', { params, body: { address: change.address, type: change.type, isPrimary: false } });
      if (change.kind === 'primary')
        return api.call('updateContactEmail', { params: { ...params, emailId: change.email.id }, body: { address: change.email.emailAddress, type: change.email.type, isPrimary: true } });
      return api.call('deleteContactEmail', { params: { ...params, emailId: change.emailId } });
    },
    onSuccess: ({ emails }) => queryClient.setQueryData<Contact>(contactKeys.detail(contactId), (contact) => (contact ? { ...contact, emails } : contact)),
  });
}
