import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import type { OrderingItem } from '@/src/workspace/ui/OrderingList';
import { telephonyKeys } from '../telephonyKeys';

/** Local presence as the form edits it: the switch and the numbers as an ordering list. */
export interface LocalPresenceDraft {
  enabled: boolean;
  numbers: OrderingItem[];
}

const key = ['settings', 'localPresence'] as const;
const draftOf = (lp: { enabled: boolean; numbers: string[] }): LocalPresenceDraft => ({ enabled: lp.enabled, numbers: lp.numbers.map((n) => ({ key: n, name: n })) });

/** The tenant's local presence (read fresh), saved by an administrator; the phone reads it as it starts. */
export function useLocalPresence() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: async () => draftOf((await api.call('telephonySettings', {})).localPresence), staleTime: 0 });
  const save = useMutation({
    mutationFn: async (draft: LocalPresenceDraft) =>
      (await api.call('updateTelephonySettings', { body: { localPresence: { enabled: draft.enabled, numbers: draft.numbers.map((n) => n.name.trim()) } } })).localPresence,
    onSuccess: (saved) => {
      queryClient.setQueryData(key, draftOf(saved));
      void queryClient.invalidateQueries({ queryKey: telephonyKeys.settings });
    },
  });
  return { query, save };
}
