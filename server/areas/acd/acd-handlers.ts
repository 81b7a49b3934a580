import type { acdRoutes } from '@/src/contract/routes/acd';
import type { AreaHandlers } from '../../http/handlers';
import type { AcdHandlerDeps } from './create-acd';
import { publicQueue } from './queue-store';

export function acdHandlers(deps: { acd: AcdHandlerDeps }): AreaHandlers<typeof acdRoutes> {
  const { queues, monitor, presence } = deps.acd;
  return {
    acdQueues: async ({ auth }) => ({ queues: (await queues.list(auth.tenantId)).map(publicQueue) }),
    acdQueue: async ({ auth, params }) => publicQueue(await queues.get(auth.tenantId, params.queueId)),
    createAcdQueue: async ({ auth, body }) => publicQueue(await queues.create(auth.tenantId, body)),
    saveAcdQueue: async ({ auth, params, body }) => publicQueue(await queues.save(auth.tenantId, params.queueId, body)),
    deleteAcdQueue: async ({ auth, params }) => {
      await queues.remove(auth.tenantId, params.queueId);
      return { deleted: true as const };
    },
    queueMonitor: async ({ auth }) => ({ queues: await monitor.rows(auth) }),
    queueAgents: async ({ auth, params }) => ({ agents: await monitor.agents(auth, params.queueId) }),
    queueReadiness: async ({ auth }) => ({ status: await presence.queueStatus(auth) }),
    setQueueReadiness: async ({ auth, body }) => ({ status: await presence.setQueueStatus(auth, body.status) }),
  };
}
