import { accountsRoutes } from './routes/accounts';
import { contactsRoutes } from './routes/contacts';
import { directoryRoutes } from './routes/directory';
import { layoutsRoutes } from './routes/layouts';
import { metricsRoutes } from './routes/metrics';
import { opportunitiesRoutes } from './routes/opportunities';
import { sessionRoutes } from './routes/session';
import { telephonyRoutes } from './routes/telephony';
import { timelineRoutes } from './routes/timeline';

/**
 * The one route table: the server registers from it, the client calls by its keys.
 * Each area keeps its calls in routes/<area>.ts and adds one line here.
 */
export const routes = {
  ...sessionRoutes,
  ...directoryRoutes,
  ...metricsRoutes,
  ...contactsRoutes, ...accountsRoutes, ...opportunitiesRoutes, ...layoutsRoutes, ...timelineRoutes,
  ...telephonyRoutes,
};

export type Routes = typeof routes;
export type RouteKey = keyof Routes;
