import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes, successEnvelope, type RouteDef } from '../../src/contract';
import { insufficientScope } from './api-error';
import { bearerToken } from './bearer-token';
import { WithMessage, type Handlers } from './handlers';
import type { RateLimiter } from './rate-limiter';
import { ROUTE_RATE_LIMITS } from './rate-limits';
import { requestAuth, setRequestAuth } from './request-auth';
import type { SessionStore } from '../areas/session/session-store';
import { isApiKeyToken } from '@/src/domain/api-keys/api-key-rules';
import type { ApiKeyService } from '../areas/api-keys/api-key-service';
import { assertApiKeyMayCall } from '../areas/api-keys/api-key-access';

/** Registers every route of the contract table under /api; bodies, queries and replies are validated by it. */
export function registerRoutes(app: FastifyInstance, handlers: Handlers, sessions: SessionStore, apiKeys: ApiKeyService, limiter: RateLimiter) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const [key, route] of Object.entries(routes) as [keyof Handlers, RouteDef][]) {
    const handler = handlers[key] as (ctx: unknown) => Promise<unknown>;
    const limits = limiter.hooksFor(ROUTE_RATE_LIMITS[key] ?? []);
    typed.route({
      method: route.method,
      url: `/api${route.path}`,
      schema: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: { 200: successEnvelope(route.reply) },
      },
      // Authentication comes before validation: an anonymous caller learns nothing about bodies.
      // A limit per address comes first of all; the others once their key is known (rate-limits.ts).
      onRequest: [
        ...limits.onRequest,
        async (request) => {
          if (route.auth !== 'session') return;
          // An API key (its prefix tells it from a session token) acts as its creator, within its rights.
          const token = bearerToken(request);
          const auth = (isApiKeyToken(token) ? await apiKeys.authenticate(token) : null) ?? (await sessions.authenticate(token));
          assertApiKeyMayCall(auth, key, route.method);
          if (route.scope && !auth.capList.includes(route.scope)) throw insufficientScope();
          setRequestAuth(request, auth);
        },
        limiter.perApiKey,
      ],
      preHandler: limits.preHandler,
      onError: limits.onError,
      handler: async (request) => {
        const result = await handler({ params: request.params, query: request.query, body: request.body, auth: requestAuth(request) ?? null });
        return result instanceof WithMessage ? { status: 200, payload: result.payload, message: result.message } : { status: 200, payload: result };
      },
    });
  }
}
