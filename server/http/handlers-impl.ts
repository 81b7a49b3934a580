import { directoryHandlers } from '../areas/directory-handlers';
import { metricsHandlers } from '../areas/metrics-handlers';
import { sessionHandlers } from '../areas/session-handlers';
import type { Db } from '../db/database';
import type { AuthService } from '../services/auth-service';
import type { Captcha } from '../services/captcha';
import type { MetricsService } from '../services/metrics-service';
import type { Handlers } from './handlers';

export interface HandlerDeps {
  db: Db;
  version: string;
  captcha: Captcha;
  auth: AuthService;
  metrics: MetricsService;
}

/** Wires each route of the contract to its area's handlers; each area adds one line here. */
export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    ...sessionHandlers(deps),
    ...directoryHandlers(deps),
    ...metricsHandlers(deps),
  };
}
