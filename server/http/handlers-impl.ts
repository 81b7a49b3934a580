import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Captcha } from '../services/captcha';
import type { AuthService } from '../services/auth-service';
import type { MetricsService } from '../services/metrics-service';
import { createDirectoryService } from '../services/directory-service';
import { WithMessage, type Handlers } from './handlers';

export interface HandlerDeps {
  db: Db;
  version: string;
  captcha: Captcha;
  auth: AuthService;
  metrics: MetricsService;
}

/** Wires each route of the contract to its service. */
export function createHandlers(deps: HandlerDeps): Handlers {
  const directory = createDirectoryService(deps.db);
  return {
    health: async () => {
      await deps.db.execute(sql`select 1`);
      return { ok: true, database: 'up', version: deps.version };
    },
    captchaChallenge: () => deps.captcha.challenge(),
    login: async ({ body }) => {
      const result = await deps.auth.login(body);
      return new WithMessage(result.payload, result.message);
    },
    loginMfa: ({ body }) => deps.auth.verifyMfa(body.mfaToken, body.code),
    changeExpiredPassword: ({ body }) => deps.auth.changeExpiredPassword(body),
    getSession: ({ auth }) => deps.auth.currentSession(auth),
    deleteSession: ({ auth }) => deps.auth.logout(auth),
    setPresence: async ({ auth, body }) => {
      await deps.auth.setPresence(auth, body.presence);
      return { presence: body.presence };
    },
    getPresence: async ({ auth }) => ({ presence: await deps.auth.getPresence(auth) }),
    listUsers: async ({ auth }) => ({ users: await directory.listUsers(auth) }),
    listTeams: async ({ auth }) => ({ teams: await directory.listTeams(auth) }),
    getMetricPeriod: async ({ auth }) => ({ period: await deps.metrics.savedPeriod(auth) }),
    saveMetricPeriod: async ({ auth, body }) => ({ period: await deps.metrics.savePeriod(auth, body.period) }),
    activityMetrics: ({ auth, params, query }) => deps.metrics.forUser(auth, params.period, query.userId),
    teamActivityMetrics: ({ auth, params }) => deps.metrics.forTeam(auth, params.teamId, params.period),
  };
}
