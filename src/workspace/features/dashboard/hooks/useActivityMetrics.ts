import { useQuery } from '@tanstack/react-query';
import type { MetricPeriod } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { metricKeys } from '../metricKeys';

/** `me`, `user:{id}` or `team:{id}`. */
export type MetricSubject = 'me' | `user:${number}` | `team:${number}`;

export function useActivityMetrics(subject: MetricSubject, period: MetricPeriod, enabled: boolean) {
  return useQuery({
    queryKey: metricKeys.activity(subject, period),
    enabled,
    queryFn: () => {
      const [kind, id] = subject.split(':') as [string, string | undefined];
      if (kind === 'team') return api.call('teamActivityMetrics', { params: { teamId: Number(id), period } });
      return api.call('activityMetrics', { params: { period }, query: kind === 'user' ? { userId: Number(id) } : {} });
    },
  });
}
