import { directoryRoutes } from './routes/directory';
import { metricsRoutes } from './routes/metrics';
import { sessionRoutes } from './routes/session';

/**
 * The one route table: the server registers from it, the client calls by its keys.
 * Each area keeps its calls in routes/<area>.ts and adds one line here.
 */
export const routes = {
  ...sessionRoutes,
  ...directoryRoutes,
  ...metricsRoutes,
};

export type Routes = typeof routes;
export type RouteKey = keyof Routes;
