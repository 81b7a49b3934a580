import type { reportRoutes } from '@/src/contract/routes/reports';
import type { AreaHandlers } from '../../http/handlers';
import type { ReportsHandlerDeps } from './create-reports';
import type { Db } from '../../db/database';
import type { AuthContext } from '../session/session-store';
import { seesOnlyOwnActivity } from '../../activity/own-activity-only';
import { REPORT_LIST_USERS } from '@/src/contract';

export function reportsHandlers(deps: { db: Db; reports: ReportsHandlerDeps }): AreaHandlers<typeof reportRoutes> {
  const { acd, activity, activities, connectRate, listPerformance, numbers, exports } = deps.reports;
  /**
   * A figure's drawer opens activities: with restrictOwnActivityHistory only the caller's own, as for
   * a user without report.listUsers (the drawers' queries already keep such a user to their own).
   */
  const drawerAuth = async (auth: AuthContext): Promise<AuthContext> =>
    (await seesOnlyOwnActivity(deps.db, auth)) ? { ...auth, capList: auth.capList.filter((cap) => cap !== REPORT_LIST_USERS) } : auth;
  return {
    abandonedCallsReport: async ({ auth, body }) => ({ report: await acd.abandoned(auth, body) }),
    abandonedCallsExport: async ({ auth, body }) => exports.abandonedCallsAddress(auth, body),
    activityReport: async ({ auth, body }) => activity(auth, body),
    activityConnectRate: async ({ auth, body }) => ({ days: await connectRate(auth, body) }),
    activityReportActivities: async ({ auth, body }) => activities.activity(await drawerAuth(auth), body),
    listPerformanceActivities: async ({ auth, body }) => activities.listPerformance(await drawerAuth(auth), body),
    phoneNumberActivities: async ({ auth, body }) => activities.phoneNumber(await drawerAuth(auth), body),
    queuePerformanceActivities: async ({ auth, body }) => {
      // The queue drawer is not kept by report.listUsers: the agent filter is set to the caller.
      const own = await seesOnlyOwnActivity(deps.db, auth);
      return activities.queue(auth, own ? { ...body, userId: auth.userId } : body);
    },
    listPerformanceReport: async ({ auth, body }) => listPerformance(auth, body),
    phoneNumberReport: async ({ auth, body }) => ({ items: await numbers.connectRate(auth, body) }),
    spamFlagReport: async ({ auth }) => numbers.spamFlags(auth),
    queuePerformanceReport: async ({ auth, body }) => ({ report: await acd.performance(auth, body) }),
  };
}
