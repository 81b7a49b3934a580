import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { createAcdReports } from './acd-reports';
import { createActivityReport } from './activity-report';
import { createActivityConnectRate } from './activity-connect-rate';
import { createReportActivities } from './report-activities';
import { createListPerformanceReport } from './list-performance-report';
import { simulatedReputationProvider, type NumberReputationProvider } from './number-reputation';
import { createPhoneNumberReports } from './phone-number-reports';
import { createReportExports } from './report-exports';

/** The reports area, wired once per app: the six reports, their streamed export, and the number reputation provider (the built-in one is simulated). */
export function createReports(deps: { db: Db; clock: Clock; secret: string; reputation?: NumberReputationProvider }) {
  const acd = createAcdReports(deps.db);
  const exports = createReportExports({ db: deps.db, secret: deps.secret, clock: deps.clock, acd });
  return {
    handlerDeps: {
      acd,
      activity: createActivityReport(deps.db),
      connectRate: createActivityConnectRate(deps.db),
      activities: createReportActivities(deps.db),
      listPerformance: createListPerformanceReport(deps.db),
      numbers: createPhoneNumberReports(deps.db, deps.clock, deps.reputation ?? simulatedReputationProvider),
      exports,
    },
    registerRoutes: (fastify: FastifyInstance) => exports.registerRoutes(fastify),
  };
}

export type ReportsHandlerDeps = ReturnType<typeof createReports>['handlerDeps'];
