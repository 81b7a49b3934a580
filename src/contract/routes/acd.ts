import { z } from 'zod';
import { defineRoute } from '../route';
import { acdQueue, queueAgent, queueMonitorRow, queueReadiness, saveAcdQueueBody } from '../entities/acd';

const queueParams = z.object({ queueId: z.coerce.number().int().positive() });

/**
 * Inbound ACD queues (spec 3 sections 3, 4 and 7): the queue list, the queue settings (admin), the
 * queue monitor and its agents (monitor read), and the agent's own ready / on break choice.
 */
export const acdRoutes = {
  /** Spec 3 section 7 "ACD: list v2": the tenant's queues. */
  acdQueues: defineRoute({ method: 'GET', path: '/acd/queues', reply: z.object({ queues: z.array(acdQueue) }), auth: 'session' }),
  acdQueue: defineRoute({ method: 'GET', path: '/admin/acd/queues/:queueId', params: queueParams, reply: acdQueue, auth: 'session', scope: 'settings.admin' }),
  createAcdQueue: defineRoute({ method: 'POST', path: '/admin/acd/queues', body: saveAcdQueueBody, reply: acdQueue, auth: 'session', scope: 'settings.admin' }),
  saveAcdQueue: defineRoute({ method: 'PUT', path: '/admin/acd/queues/:queueId', params: queueParams, body: saveAcdQueueBody, reply: acdQueue, auth: 'session', scope: 'settings.admin' }),
  deleteAcdQueue: defineRoute({ method: 'DELETE', path: '/admin/acd/queues/:queueId', params: queueParams, reply: z.object({ deleted: z.literal(true) }), auth: 'session', scope: 'settings.admin' }),
  /** Spec 3 section 7 "Monitor: get status (queue rows)", refreshed every 5000 ms. */
  queueMonitor: defineRoute({ method: 'GET', path: '/monitor/queues', reply: z.object({ queues: z.array(queueMonitorRow) }), auth: 'session', scope: 'monitor.read' }),
  /** Spec 3 section 7 "get agent statuses": one queue's members with their status. */
  queueAgents: defineRoute({ method: 'GET', path: '/monitor/queues/:queueId/agents', params: queueParams, reply: z.object({ agents: z.array(queueAgent) }), auth: 'session', scope: 'monitor.read' }),
  /** The agent's own readiness for queue calls, derived from their presence (GET/PUT /session/status): PUT ready sets Available, paused sets On Break (away). */
  queueReadiness: defineRoute({ method: 'GET', path: '/acd/agents/me', reply: z.object({ status: queueReadiness }), auth: 'session' }),
  setQueueReadiness: defineRoute({ method: 'PUT', path: '/acd/agents/me', body: z.object({ status: queueReadiness }), reply: z.object({ status: queueReadiness }), auth: 'session' }),
};
