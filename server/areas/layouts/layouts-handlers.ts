import type { layoutsRoutes } from '@/src/contract/routes/layouts';
import type { Db } from '../../db/database';
import type { AreaHandlers } from '../../http/handlers';
import { createLayoutService } from './layout-service';

export function layoutsHandlers(deps: { db: Db }): AreaHandlers<typeof layoutsRoutes> {
  const layouts = createLayoutService(deps.db);
  return {
    tenantLayouts: ({ auth }) => layouts.allLayouts(auth.tenantId),
    entityLayout: async ({ auth, params }) => ({ entity: params.entity, data: await layouts.layout(auth.tenantId, params.entity) }),
    updateEntityLayout: async ({ auth, params, body }) => ({ entity: params.entity, data: await layouts.save(auth.tenantId, params.entity, body.data) }),
    integrationFields: async ({ auth, params }) => ({ fields: await layouts.fieldDefinitions(auth.tenantId, params.entity) }),
  };
}
