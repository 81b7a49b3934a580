import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { listKeys } from '../listQueryKeys';

/** One list with its playbook steps; never cached stale (live pushes patch it). */
export const useListDetail = (listId: number) => useQuery({ queryKey: listKeys.detail(listId), queryFn: () => api.call('getList', { params: { listId } }), retry: false, staleTime: 0 });
