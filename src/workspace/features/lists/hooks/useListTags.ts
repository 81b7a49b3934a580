import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { listKeys } from '../listQueryKeys';

/** Every list tag of the tenant with its count. */
export const useListTags = () => useQuery({ queryKey: listKeys.tags, queryFn: async () => (await api.call('listListTags', {})).tags });

/** Settings > Tags > Lists: rename one tag, delete the selected ones; both refresh every tag read (the lists page's filter too). */
export function useListTagActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['lists', 'tags'] });
  return {
    rename: useMutation({ mutationFn: (input: { id: number; name: string }) => api.call('renameListTag', { body: input }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (tagIds: number[]) => api.call('deleteListTags', { body: { tagIds } }), onSuccess: refresh }),
  };
}
