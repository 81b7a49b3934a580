import { useQuery } from '@tanstack/react-query';
import { api } from '../../../session/api';

export const contactKey = (contactId: number) => ['contacts', 'detail', contactId] as const;

export function useContact(contactId: number) {
  return useQuery({ queryKey: contactKey(contactId), queryFn: () => api.call('getContact', { params: { contactId } }).then((reply) => reply.contact) });
}
