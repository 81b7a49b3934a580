import type { MetricPeriod } from '@/src/contract';

/** TanStack Query keys of the dashboard's metrics; a saved call result reloads everything under ['metrics']. */
export const metricKeys = {
  all: ['metrics'] as const,
  period: ['metrics', 'period'] as const,
  activity: (subject: unknown, period: MetricPeriod) => ['metrics', subject, period] as const,
  targets: ['metrics', 'targets'] as const,
  /** Not under ['metrics']: a save that redraws the figures does not need the rule read again. */
  connection: ['connectionSettings'] as const,
};
