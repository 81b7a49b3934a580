import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { contactKeys } from '../contactKeys';

/** Contacts per first letter, so letters with no contacts can be disabled. */
export function useContactPrefixes() {
  return useQuery({ queryKey: contactKeys.prefixes, queryFn: () => api.call('contactPrefixes', { query: {} }) });
}
