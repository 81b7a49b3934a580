import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { contactKeys } from '../contactKeys';

/** The contact's opportunities and the other contacts of its account. */
export const useRelatedInfo = (contactId: number) => useQuery({ queryKey: contactKeys.related(contactId), queryFn: () => api.call('relatedInfo', { params: { contactId } }) });
