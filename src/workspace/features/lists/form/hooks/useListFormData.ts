import { useQuery } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { useDirectoryUsers } from '@/src/workspace/features/directory/hooks/useDirectoryUsers';
import { telephonyKeys } from '@/src/workspace/features/phone/telephonyKeys';
import { listKeys } from '../../listQueryKeys';

const minute = 60_000;

/** Everything the list form offers to choose from: metadata (fields, limits, time zone), users, tags, call results, lead statuses, contact and lead layouts. */
export function useListFormOptions() {
  return {
    metadata: useQuery({ queryKey: listKeys.metadata, queryFn: () => api.call('listMetadata', {}), staleTime: 5 * minute }),
    users: useDirectoryUsers(minute),
    tags: useQuery({ queryKey: listKeys.formTags, queryFn: () => api.call('listListTags', {}), staleTime: minute }),
    callResults: useQuery({ queryKey: telephonyKeys.callResults, queryFn: () => api.call('callResults', {}), staleTime: 5 * minute }),
    leadStatuses: useQuery({ queryKey: listKeys.formLeadStatuses, queryFn: () => api.call('leadStatuses', {}), staleTime: 5 * minute }),
    // Contact and lead layouts: their updatable custom fields are offered by modify-field steps.
    layouts: useQuery({ queryKey: listKeys.formLayouts, queryFn: () => api.call('tenantLayouts', {}), staleTime: 5 * minute }),
  };
}

/** The list being edited or cloned and its playbook (null when it has none); disabled without an id. */
export function useListWithPlaybook(listId: number | null) {
  return useQuery({
    queryKey: listKeys.form(listId),
    enabled: listId !== null,
    // Fresh on every open: the form must start from what is saved now.
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => {
      const { list } = await api.call('getList', { params: { listId: listId ?? 0 } });
      const playbook = list.playbook ? (await api.call('getPlaybook', { params: { id: list.playbook.id } })).playbook : null;
      return { list, playbook };
    },
  });
}
