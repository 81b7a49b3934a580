import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { taskKeys } from '../taskQueryKeys';

/** The contact of the tasks page's filterContact parameter (its name on the chip). */
export const useFilterContact = (contactId: number) => useQuery({ queryKey: taskKeys.filterContact(contactId), queryFn: () => api.call('getContact', { params: { contactId } }) });
