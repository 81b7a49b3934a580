import { z } from 'zod';
import { defineRoute } from '../route';
import { opportunity, opportunityBody, opportunityStage, opportunityStageInput } from '../entities/opportunities';
import { recordId } from './crm-params';

/** Opportunities (spec 1 section 7). Create and update: 10 s timeout, no retries. */
export const opportunitiesRoutes = {
  listOpportunities: defineRoute({
    method: 'GET',
    path: '/opportunities',
    query: z.object({
      accountId: recordId.optional(),
      contactId: recordId.optional(),
      search: z.string().trim().max(100).optional(),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(100),
    }),
    reply: z.object({ opportunities: z.array(opportunity), total: z.number().int() }),
    auth: 'session',
  }),
  opportunityStatuses: defineRoute({ method: 'GET', path: '/opportunities/status', reply: z.object({ statuses: z.array(opportunityStage) }), auth: 'session' }),
  /** Admins replace the ordered stage list (ordering-list rules; a stage in use cannot be removed). */
  updateOpportunityStages: defineRoute({
    method: 'PUT',
    path: '/opportunities/status',
    body: z.object({ statuses: z.array(opportunityStageInput).max(50) }),
    reply: z.object({ statuses: z.array(opportunityStage) }),
    auth: 'session',
    scope: 'settings.admin',
  }),
  createOpportunity: defineRoute({ method: 'POST', path: '/opportunities', body: opportunityBody, reply: z.object({ opportunity }), auth: 'session', timeoutMs: 10_000, retry: false }),
  updateOpportunity: defineRoute({
    method: 'PUT',
    path: '/opportunities/:opportunityId',
    params: z.object({ opportunityId: recordId }),
    body: opportunityBody,
    reply: z.object({ opportunity }),
    auth: 'session',
    timeoutMs: 10_000,
    retry: false,
  }),
};
