import type { reportRoutes } from '@/src/contract/routes/reports';
import type { AreaHandlers } from '../../http/handlers';
import type { ReportsHandlerDeps } from './create-reports';

export function reportsHandlers(deps: { reports: ReportsHandlerDeps }): AreaHandlers<typeof reportRoutes> {
  const { acd, activity, activities, connectRate, listPerformance, numbers, exports } = deps.reports;
  return {
    abandonedCallsReport: async ({ auth, body }) => ({ report: await acd.abandoned(auth, body) }),
    abandonedCallsExport: async ({ auth, body }) => exports.abandonedCallsAddress(auth, body),
    activityReport: async ({ auth, body }) => activity(auth, body),
    activityConnectRate: async ({ auth, body }) => ({ days: await connectRate(auth, body) }),
    activityReportActivities: async ({ auth, body }) => activities.activity(auth, body),
    listPerformanceActivities: async ({ auth, body }) => activities.listPerformance(auth, body),
    phoneNumberActivities: async ({ auth, body }) => activities.phoneNumber(auth, body),
    queuePerformanceActivities: async ({ auth, body }) => activities.queue(auth, body),
    listPerformanceReport: async ({ auth, body }) => listPerformance(auth, body),
    phoneNumberReport: async ({ auth, body }) => ({ items: await numbers.connectRate(auth, body) }),
    spamFlagReport: async ({ auth }) => numbers.spamFlags(auth),
    queuePerformanceReport: async ({ auth, body }) => ({ report: await acd.performance(auth, body) }),
  };
}
