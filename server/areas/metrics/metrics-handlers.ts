import type { metricsRoutes } from '@/src/contract/routes/metrics';
import type { AreaHandlers } from '../../http/handlers';
import type { MetricsService } from './metrics-service';

export function metricsHandlers(deps: { metrics: MetricsService }): AreaHandlers<typeof metricsRoutes> {
  return {
    getMetricPeriod: async ({ auth }) => ({ period: await deps.metrics.savedPeriod(auth) }),
    saveMetricPeriod: async ({ auth, body }) => ({ period: await deps.metrics.savePeriod(auth, body.period) }),
    activityMetrics: ({ auth, params, query }) => deps.metrics.forUser(auth, params.period, query.userId),
    getMetricTargets: ({ auth }) => deps.metrics.targets(auth),
    updateMetricTargets: ({ auth, body }) => deps.metrics.setTargets(auth, body),
    getConnectionSettings: ({ auth }) => deps.metrics.connectionSettings(auth),
    updateConnectionSettings: ({ auth, body }) => deps.metrics.setConnectionSettings(auth, body),
    teamActivityMetrics: ({ auth, params }) => deps.metrics.forTeam(auth, params.teamId, params.period),
  };
}
