import { z } from 'zod';
import { defineRoute } from '../route';
import { entityLayout, fieldDefinition, layoutEntity, layoutField, tenantLayouts } from '../entities/layouts';

/** Field layouts per entity (tenant layout with metadata) and the integration's field definitions. */
export const layoutsRoutes = {
  tenantLayouts: defineRoute({ method: 'GET', path: '/layouts', reply: tenantLayouts, auth: 'session' }),
  entityLayout: defineRoute({ method: 'GET', path: '/layouts/:entity', params: z.object({ entity: layoutEntity }), reply: entityLayout, auth: 'session' }),
  /** Admins replace an entity's layout; checked by src/domain/fields/layout-check (incl. the integration query limit). */
  updateEntityLayout: defineRoute({
    method: 'PUT',
    path: '/layouts/:entity',
    params: z.object({ entity: layoutEntity }),
    body: z.object({ data: z.array(layoutField).min(1, 'A layout needs at least one field').max(300) }),
    reply: entityLayout,
    auth: 'session',
    scope: 'settings.admin',
  }),
  integrationFields: defineRoute({
    method: 'GET',
    path: '/integration/fields/:entity',
    params: z.object({ entity: layoutEntity }),
    reply: z.object({ fields: z.array(fieldDefinition) }),
    auth: 'session',
  }),
};
