import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { contactKeys } from '../contactKeys';

export function useContact(contactId: number) {
  return useQuery({ queryKey: contactKeys.detail(contactId), queryFn: () => api.call('getContact', { params: { contactId } }).then((reply) => reply.contact) });
}
