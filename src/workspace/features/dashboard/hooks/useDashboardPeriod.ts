import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MetricPeriod } from '@/src/contract';
import { DEFAULT_METRIC_PERIOD } from '@/src/domain/constants';
import { api } from '@/src/workspace/session/api';
import { metricKeys } from '../metricKeys';

/** The period selector's value, saved per user on the server (default currentWeek). */
export function useDashboardPeriod() {
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: metricKeys.period, queryFn: () => api.call('getMetricPeriod', {}) });
  const save = useMutation({ mutationFn: (period: MetricPeriod) => api.call('saveMetricPeriod', { body: { period } }), onMutate: (period) => queryClient.setQueryData(metricKeys.period, { period }) });
  return { period: saved.data?.period ?? DEFAULT_METRIC_PERIOD, ready: !saved.isPending, setPeriod: (period: MetricPeriod) => save.mutate(period) };
}
