import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { listKeys } from '../listQueryKeys';

/** Limits, sortable columns and the caller's list permissions (canResetLists, canCreateTag ...). */
export const useListMetadata = () => useQuery({ queryKey: listKeys.metadata, queryFn: () => api.call('listMetadata', {}), staleTime: 5 * 60_000 });
