import type { reportRoutes } from '@/src/contract/routes/reports';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import { createAcdReports } from './acd-reports';
import { createActivityReport } from './activity-report';
import { createListPerformanceReport } from './list-performance-report';

export function reportsHandlers(deps: { db: Db }): AreaHandlers<typeof reportRoutes> {
  const acd = createAcdReports(deps.db);
  const activity = createActivityReport(deps.db);
  const listPerformance = createListPerformanceReport(deps.db);
  return {
    abandonedCallsReport: async ({ auth, body }) => ({ report: await acd.abandoned(auth, body) }),
    activityReport: async ({ auth, body }) => activity(auth, body),
    listPerformanceReport: async ({ auth, body }) => listPerformance(auth, body),
    queuePerformanceReport: async ({ auth, body }) => ({ report: await acd.performance(auth, body) }),
  };
}
