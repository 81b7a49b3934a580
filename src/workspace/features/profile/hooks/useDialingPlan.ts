import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';
import { telephonyKeys } from '../../phone/telephonyKeys';
import { sendPhoneCommand } from '../../phone/hooks/sendPhoneCommand';

const key = ['profile', 'dialingPlan'] as const;

/** My profile's dialing plan as the form edits it (the country code); saving refreshes the phone's settings, which dial with it. */
export function useDialingPlan() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: async () => (await api.call('dialingPlan', {})).dialingPlan.iso2 });
  const save = useMutation({
    mutationFn: async (iso2: string) => (await api.call('updateDialingPlan', { body: { iso2 } })).dialingPlan.iso2,
    onSuccess: (iso2) => {
      queryClient.setQueryData(key, iso2);
      void queryClient.invalidateQueries({ queryKey: telephonyKeys.settings });
      // The running phone reads the numbers typed from now on with it, without registering again.
      void sendPhoneCommand({ command: 'dialingPlan', country: iso2 });
    },
  });
  return { query, save };
}
