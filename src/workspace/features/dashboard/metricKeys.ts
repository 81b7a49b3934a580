import type { MetricPeriod } from '@/src/contract';

/** TanStack Query keys of the dashboard's metrics; a saved call result reloads everything under ['metrics']. */
export const metricKeys = {
  all: ['metrics'] as const,
  period: ['metrics', 'period'] as const,
  activity: (subject: unknown, period: MetricPeriod) => ['metrics', subject, period] as const,
  targets: ['metrics', 'targets'] as const,
  connection: ['metrics', 'connection'] as const,
};
