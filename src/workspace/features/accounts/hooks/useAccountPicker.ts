import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { accountKeys } from '../accountKeys';

/** The first 100 accounts matching a search (all when empty), for account pickers. */
export const useAccountPicker = (search: string, enabled = true) =>
  useQuery({ queryKey: accountKeys.picker(search), enabled, queryFn: () => api.call('listAccounts', { query: { offset: 0, limit: 100, ...(search ? { search } : {}) } }) });
