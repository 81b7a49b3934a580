import type { opportunitiesRoutes } from '@/src/contract/routes/opportunities';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import type { TimelinePush } from '../../activity/activity-log';
import { replaceOpportunityStages } from './opportunity-stage-service';
import { createOpportunityService } from './opportunity-service';

export function opportunitiesHandlers(deps: { db: Db; clock: Clock; timeline: TimelinePush }): AreaHandlers<typeof opportunitiesRoutes> {
  const opportunities = createOpportunityService(deps);
  return {
    listOpportunities: ({ auth, query }) => opportunities.list(auth, query),
    opportunityStatuses: async ({ auth }) => ({ statuses: await opportunities.statuses(auth) }),
    updateOpportunityStages: async ({ auth, body }) => ({ statuses: await replaceOpportunityStages(deps.db, auth, body.statuses) }),
    createOpportunity: async ({ auth, body }) => ({ opportunity: await opportunities.create(auth, body) }),
    updateOpportunity: async ({ auth, params, body }) => ({ opportunity: await opportunities.update(auth, params.opportunityId, body) }),
  };
}
