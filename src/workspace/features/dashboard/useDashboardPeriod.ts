import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MetricPeriod } from '../../../contract';
import { DEFAULT_METRIC_PERIOD } from '../../../domain/constants';
import { api } from '../../session/api';

/** The period selector's value, saved per user on the server (default currentWeek). */
export function useDashboardPeriod() {
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: ['metrics', 'period'], queryFn: () => api.call('getMetricPeriod', {}) });
  const save = useMutation({
    mutationFn: (period: MetricPeriod) => api.call('saveMetricPeriod', { body: { period } }),
    onMutate: (period) => queryClient.setQueryData(['metrics', 'period'], { period }),
  });
  return {
    period: saved.data?.period ?? DEFAULT_METRIC_PERIOD,
    ready: !saved.isPending,
    setPeriod: (period: MetricPeriod) => save.mutate(period),
  };
}
