import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallResultOption } from '@/src/contract';
import { isReadOnlyCallResult } from '@/src/domain/settings/call-result-options';
import { api } from '@/src/workspace/session/api';
import type { OrderingItem } from '@/src/workspace/ui/OrderingList';
import { metricKeys } from '../../dashboard/metricKeys';
import { telephonyKeys } from '../telephonyKeys';

/** An option as the ordering list edits it: a stored option keeps its value; a new one has none yet. */
export interface CallResultItem extends OrderingItem {
  value?: string;
}

const formKey = ['settings', 'callResults'] as const;
const usageKey = ['settings', 'callResults', 'usage'] as const;
const itemsOf = (options: CallResultOption[]): CallResultItem[] => options.map((o) => ({ key: o.value, name: o.label, value: o.value, locked: isReadOnlyCallResult(o.label) }));

/** The call results settings form: the tenant's options read fresh, saved in order; a save updates the phone's list too. */
export function useCallResultOptions() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: formKey, queryFn: async () => itemsOf((await api.call('callResults', {})).callResults), staleTime: 0 });
  const usage = useQuery({ queryKey: usageKey, queryFn: async () => (await api.call('callResultUsage', {})).usage });
  const save = useMutation({
    mutationFn: async (items: CallResultItem[]) =>
      (await api.call('updateCallResults', { body: { callResults: items.map((item) => ({ label: item.name.trim(), ...(item.value ? { value: item.value } : {}) })) } })).callResults,
    onSuccess: (options) => {
      queryClient.setQueryData(formKey, itemsOf(options));
      queryClient.setQueryData(telephonyKeys.callResults, { callResults: options });
      // The connects card lists the results too.
      void queryClient.invalidateQueries({ queryKey: metricKeys.connection });
    },
    // Someone may have put an option to use meanwhile: the page shows who.
    onError: () => void usage.refetch(),
  });
  return { query, usage, save };
}
