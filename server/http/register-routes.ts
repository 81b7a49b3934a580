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

/** Registers every route of the contract table under /api; bodies, queries and replies are validated by it. */
export function registerRoutes(app: FastifyInstance, handlers: Handlers, sessions: SessionStore, limiter: RateLimiter) {
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
          const auth = await sessions.authenticate(bearerToken(request));
          if (route.scope && !auth.capList.includes(route.scope)) throw insufficientScope();
          setRequestAuth(request, auth);
        },
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
