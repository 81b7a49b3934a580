import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallResultOption, ConnectionSettingsReply } from '@/src/contract';
import { connectRuleText, DEFAULT_CONNECTION_SETTINGS } from '@/src/domain/reports/connect-rule';
import { api } from '@/src/workspace/session/api';
import { telephonyKeys } from '../../phone/telephonyKeys';
import { metricKeys } from '../metricKeys';

/** What the connects card edits: the connection service and the call results marked as a connect. */
export interface ConnectsDraft {
  settings: ConnectionSettingsReply;
  /** Values of the call results that count as a connect. */
  connectResults: string[];
  options: CallResultOption[];
}

/** The tenant's connection service (spec 3): every label that shows connects says what one is. */
export function useConnectionSettings() {
  return useQuery({ queryKey: metricKeys.connection, queryFn: () => api.call('getConnectionSettings', {}), staleTime: 60_000 });
}

/** The tenant's rule in the words labels use ("2 min or more"); the default until it has loaded. */
export function useConnectRuleText(): string {
  return connectRuleText(useConnectionSettings().data ?? DEFAULT_CONNECTION_SETTINGS);
}

/** The connects card: read the rule and the results, save both; a save redraws every figure. */
export function useConnectsForm() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...metricKeys.connection, 'form'],
    staleTime: 0,
    queryFn: async (): Promise<ConnectsDraft> => {
      const [settings, { callResults }] = await Promise.all([api.call('getConnectionSettings', {}), api.call('callResults', {})]);
      return { settings, options: callResults, connectResults: callResults.filter((o) => o.connectScoreEnabled).map((o) => o.value) };
    },
  });
  const save = useMutation({
    mutationFn: async (draft: ConnectsDraft): Promise<ConnectsDraft> => {
      const settings = await api.call('updateConnectionSettings', { body: draft.settings });
      const marked = new Set(draft.connectResults);
      const { callResults } = await api.call('updateCallResults', { body: { callResults: draft.options.map((o) => ({ label: o.label, value: o.value, connectScoreEnabled: marked.has(o.value) })) } });
      return { settings, options: callResults, connectResults: callResults.filter((o) => o.connectScoreEnabled).map((o) => o.value) };
    },
    onSuccess: (saved) => {
      client.setQueryData([...metricKeys.connection, 'form'], saved);
      client.setQueryData(metricKeys.connection, saved.settings);
      client.setQueryData(telephonyKeys.callResults, { callResults: saved.options });
      // Every gauge, pie and report counts by the rule.
      void client.invalidateQueries({ queryKey: metricKeys.all });
      void client.invalidateQueries({ queryKey: ['reports'] });
    },
  });
  return { query, save };
}
