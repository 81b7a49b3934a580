import { z } from 'zod';
import { defineRoute } from '../route';
import { activityMetricsReply, connectionSettings, metricPeriod, metricTargets, savedPeriod } from '../entities/metrics';

const id = z.coerce.number().int().positive();

/** Activity metrics (spec 1 section 7). */
export const metricsRoutes = {
  getMetricPeriod: defineRoute({ method: 'GET', path: '/metrics/period', reply: savedPeriod, auth: 'session' }),
  saveMetricPeriod: defineRoute({ method: 'PUT', path: '/metrics/period', body: savedPeriod, reply: savedPeriod, auth: 'session' }),
  activityMetrics: defineRoute({
    method: 'GET',
    path: '/metrics/activity-metrics/:period',
    params: z.object({ period: metricPeriod }),
    query: z.object({ userId: id.optional() }),
    reply: activityMetricsReply,
    auth: 'session',
  }),
  /** The gauges' daily thresholds of the tenant (everyone reads them); administrators set them. */
  getMetricTargets: defineRoute({ method: 'GET', path: '/metrics/targets', reply: metricTargets, auth: 'session' }),
  updateMetricTargets: defineRoute({ method: 'PUT', path: '/admin/metrics/targets', body: metricTargets, reply: metricTargets, auth: 'session', scope: 'settings.admin' }),
  /** Spec 3 connection service: what makes a call a connect (everyone reads it: every label says it); administrators set it. */
  getConnectionSettings: defineRoute({ method: 'GET', path: '/metrics/connection-settings', reply: connectionSettings, auth: 'session' }),
  updateConnectionSettings: defineRoute({ method: 'PUT', path: '/admin/metrics/connection-settings', body: connectionSettings, reply: connectionSettings, auth: 'session', scope: 'settings.admin' }),
  teamActivityMetrics: defineRoute({
    method: 'GET',
    path: '/metrics/activity-metrics/team/:teamId/:period',
    params: z.object({ teamId: id, period: metricPeriod }),
    reply: activityMetricsReply,
    auth: 'session',
    scope: 'dashboard.managerView',
  }),
};
