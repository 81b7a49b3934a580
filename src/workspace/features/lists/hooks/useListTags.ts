import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { listKeys } from '../listQueryKeys';

/** Every list tag of the tenant with its count. */
export const useListTags = () => useQuery({ queryKey: listKeys.tags, queryFn: async () => (await api.call('listListTags', {})).tags });
