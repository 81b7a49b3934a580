import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MetricTargets } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { metricKeys } from '../metricKeys';

/** The tenant's daily gauge thresholds, and their saving (administrators); a save redraws every gauge. */
export function useMetricTargets(enabled: boolean) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: metricKeys.targets, queryFn: () => api.call('getMetricTargets', {}), enabled });
  const save = useMutation({
    mutationFn: (targets: MetricTargets) => api.call('updateMetricTargets', { body: targets }),
    onSuccess: (saved) => {
      client.setQueryData(metricKeys.targets, saved);
      void client.invalidateQueries({ queryKey: metricKeys.all });
    },
  });
  return { query, save };
}
