import { z } from 'zod';
import { defineRoute } from '../route';
import { entityLayout, fieldDefinition, layoutEntity, tenantLayouts } from '../entities/crm';

/** Field layouts per entity (tenant layout with metadata) and the integration's field definitions. */
export const layoutsRoutes = {
  tenantLayouts: defineRoute({ method: 'GET', path: '/layouts', reply: tenantLayouts, auth: 'session' }),
  entityLayout: defineRoute({ method: 'GET', path: '/layouts/:entity', params: z.object({ entity: layoutEntity }), reply: entityLayout, auth: 'session' }),
  integrationFields: defineRoute({
    method: 'GET',
    path: '/integration/fields/:entity',
    params: z.object({ entity: layoutEntity }),
    reply: z.object({ fields: z.array(fieldDefinition) }),
    auth: 'session',
  }),
};
