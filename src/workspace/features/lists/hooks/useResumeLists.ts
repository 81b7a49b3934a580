import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { listKeys } from '../listQueryKeys';

/** The lists a contact left and may go back to (GET /contacts/lists/resume). */
export const useResumeLists = (contactId: number, enabled: boolean) =>
  useQuery({ queryKey: listKeys.resume(contactId), queryFn: () => api.call('contactResumeLists', { query: { contactId } }), enabled });

/** Puts the contact back into the list, not contacted. */
export const useResumeContact = () => (listId: number, contactId: number) => api.call('setListContactsStatus', { params: { listId }, body: { listStatus: 'not contacted', contactIds: [contactId] } });
