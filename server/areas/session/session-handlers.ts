import { sql } from 'drizzle-orm';
import type { sessionRoutes } from '@/src/contract/routes/session';
import type { Db } from '../../db/database';
import type { PartRegistry } from '../../parts';
import { ApiError } from '../../http/api-error';
import { WithMessage, type AreaHandlers } from '../../http/handlers';
import type { AuthService } from './auth-service';
import type { Captcha } from './captcha';

export function sessionHandlers(deps: { db: Db; version: string; captcha: Captcha; auth: AuthService; parts: PartRegistry }): AreaHandlers<typeof sessionRoutes> {
  return {
    health: async () => {
      // The reply promises a database that answers: without one it is a 503 that says why (and whether it is being restarted).
      await deps.db.execute(sql`select 1`).catch((error: unknown) => {
        const part = deps.parts.get('database');
        throw new ApiError(503, `The database is down: ${part.state === 'down' ? part.reason : error instanceof Error ? error.message : String(error)}`);
      });
      return { ok: true, database: 'up', version: deps.version, parts: deps.parts.list() };
    },
    captchaChallenge: () => deps.captcha.challenge(),
    login: async ({ body }) => {
      const result = await deps.auth.login(body);
      return new WithMessage(result.payload, result.message);
    },
    loginMfa: ({ body }) => deps.auth.verifyMfa(body.mfaToken, body.code),
    changeExpiredPassword: ({ body }) => deps.auth.changeExpiredPassword(body),
    changePassword: ({ auth, body }) => deps.auth.changePassword(auth, body),
    getSession: ({ auth }) => deps.auth.currentSession(auth),
    deleteSession: ({ auth }) => deps.auth.logout(auth),
    setPresence: async ({ auth, body }) => {
      await deps.auth.setPresence(auth, body.presence);
      return { presence: body.presence };
    },
    getPresence: async ({ auth }) => ({ presence: await deps.auth.getPresence(auth) }),
  };
}
