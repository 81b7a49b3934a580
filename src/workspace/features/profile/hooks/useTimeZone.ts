import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { metricKeys } from '../../dashboard/metricKeys';

const key = ['profile', 'timeZone'] as const;
const readTimeZone = async () => (await api.call('timeZone', {})).timeZone;

/** The user's time zone (their profile's, else the tenant's), once known: their calendar's days. */
export function useProfileTimeZone(): string | undefined {
  return useQuery({ queryKey: key, queryFn: readTimeZone, staleTime: 300_000 }).data;
}

/** My profile's time zone as the form edits it; saving redraws the dashboard in the new calendar. */
export function useTimeZone() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: readTimeZone });
  const save = useMutation({
    mutationFn: async (timeZone: string) => (await api.call('updateTimeZone', { body: { timeZone } })).timeZone,
    onSuccess: (timeZone) => {
      queryClient.setQueryData(key, timeZone);
      void queryClient.invalidateQueries({ queryKey: metricKeys.all });
    },
  });
  return { query, save };
}
