import type { reportRoutes } from '@/src/contract/routes/reports';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import { createAcdReports } from './acd-reports';
import { createActivityReport } from './activity-report';
import { createListPerformanceReport } from './list-performance-report';
import { simulatedReputationProvider, type NumberReputationProvider } from './number-reputation';
import { createPhoneNumberReports } from './phone-number-reports';

/** The reports' routes; the spam flags come from the given number reputation provider (the built-in one is simulated). */
export function reportsHandlers(deps: { db: Db; clock: Clock; reputation?: NumberReputationProvider }): AreaHandlers<typeof reportRoutes> {
  const acd = createAcdReports(deps.db);
  const activity = createActivityReport(deps.db);
  const listPerformance = createListPerformanceReport(deps.db);
  const numbers = createPhoneNumberReports(deps.db, deps.clock, deps.reputation ?? simulatedReputationProvider);
  return {
    abandonedCallsReport: async ({ auth, body }) => ({ report: await acd.abandoned(auth, body) }),
    activityReport: async ({ auth, body }) => activity(auth, body),
    listPerformanceReport: async ({ auth, body }) => listPerformance(auth, body),
    phoneNumberReport: async ({ auth, body }) => ({ items: await numbers.connectRate(auth, body) }),
    spamFlagReport: async ({ auth }) => numbers.spamFlags(auth),
    queuePerformanceReport: async ({ auth, body }) => ({ report: await acd.performance(auth, body) }),
  };
}
