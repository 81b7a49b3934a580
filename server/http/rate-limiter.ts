import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_MESSAGE } from '@/src/domain/login-messages';
import { ApiError } from './api-error';
import { requestAuth } from './request-auth';
import { RATE_LIMITS, tooManyRequestsMessage, type RateLimit, type RateLimitKey, type RateLimitName } from './rate-limits';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type ErrorHook = (request: FastifyRequest, reply: FastifyReply, error: Error) => Promise<void>;

/** The hooks that hold one route to its limits: each runs where its key is known. */
export interface RouteLimitHooks {
  /** Per address: before the body is read, so a flood costs next to nothing. */
  onRequest: Hook[];
  /** Per account or user: once the body is validated and the session known. */
  preHandler: Hook[];
  /** Counts the failures of limits that count only failures. */
  onError: ErrorHook[];
}

export interface RateLimiter {
  hooksFor(names: readonly RateLimitName[]): RouteLimitHooks;
  /** For the 404 handler: callers without a valid session are limited per address. */
  notFound: Hook;
  /** For every contract route, once the caller is known: a call made with an API key counts against its key. */
  perApiKey: Hook;
}

export interface RateLimiterOptions {
  /**
   * Where the counts live. The default is @fastify/rate-limit's memory store, right for one server
   * node; several nodes need a shared store (one of the plugin's store constructors, e.g. backed by
   * PostgreSQL beside the sessions), passed here, so every node counts the same calls. It needs
   * `incr`, `child` and `read` (limits that count failures look before they count).
   */
  store?: FastifyRateLimitStoreCtor;
  /** Whether the request carries a valid session (a 404 then is not counted). */
  signedIn(request: FastifyRequest): Promise<boolean>;
}

export const tooManyRequests = (seconds: number) => new ApiError(429, tooManyRequestsMessage(seconds), { code: 'TOO_MANY_REQUESTS' });

const keyOf: Record<RateLimitKey, (request: FastifyRequest) => string> = {
  address: (request) => normalizeIP(request.ip),
  // The email as sign-in compares it (trimmed, any case).
  account: (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  },
  user: (request) => {
    const auth = requestAuth(request);
    return auth ? `${auth.tenantId}:${auth.userId}` : '';
  },
  apiKey: (request) => String(requestAuth(request)?.apiKey?.id ?? ''),
};

/** A failure that counts against `counts: 'wrongPassword'`: the password (or the email) was judged wrong. */
const isWrongPassword = (error: Error) => error instanceof ApiError && error.status === 401 && error.message.startsWith(LOGIN_MESSAGE.wrongCredentials);

/** Sets what a 429 carries beside its body (the plugin's own headers) and returns the error to throw. */
function refuse(reply: FastifyReply, max: number, ttlMs: number) {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('retry-after', seconds).header('x-ratelimit-limit', max).header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', seconds);
  return tooManyRequests(seconds);
}

/** Registers @fastify/rate-limit (no global limit: only the routes named in rate-limits.ts are limited). */
export async function installRateLimiter(app: FastifyInstance, options: RateLimiterOptions): Promise<RateLimiter> {
  await app.register(rateLimit, {
    global: false,
    cache: 10_000,
    ...(options.store ? { store: options.store } : {}),
    // Routes limited through their config (routeRateLimit) answer as every other refusal does.
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });

  // One counter per limit, shared by every route that names it.
  const checkers = new Map<RateLimitName, ReturnType<FastifyInstance['createRateLimit']>>();
  const checkerOf = (name: RateLimitName) => {
    let checker = checkers.get(name);
    if (!checker) {
      const limit: RateLimit = RATE_LIMITS[name];
      checker = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (request) => `${name}:${keyOf[limit.key](request)}` });
      checkers.set(name, checker);
    }
    return checker;
  };

  const callLimit =
    (name: RateLimitName): Hook =>
    async (request, reply) => {
      const result = await checkerOf(name)(request);
      if (!result.isAllowed && result.isExceeded) throw refuse(reply, result.max, result.ttl);
    };

  // Looks without counting; the failure is counted after the handler judged it. Guesses sent at the
  // same moment may all pass the look: past 5 failures each needs its own solved captcha anyway.
  const failureLimit =
    (name: RateLimitName): Hook =>
    async (request, reply) => {
      const result = await checkerOf(name)(request, { increment: false });
      if (!result.isAllowed && result.remaining === 0) throw refuse(reply, result.max, result.ttl);
    };
  const countFailure =
    (name: RateLimitName): ErrorHook =>
    async (request, _reply, error) => {
      if (isWrongPassword(error)) await checkerOf(name)(request);
    };

  return {
    hooksFor(names) {
      const hooks: RouteLimitHooks = { onRequest: [], preHandler: [], onError: [] };
      for (const name of names) {
        const limit: RateLimit = RATE_LIMITS[name];
        if (limit.counts === 'wrongPassword') {
          hooks.preHandler.push(failureLimit(name));
          hooks.onError.push(countFailure(name));
        } else (limit.key === 'address' ? hooks.onRequest : hooks.preHandler).push(callLimit(name));
      }
      return hooks;
    },
    notFound: async (request, reply) => {
      if (await options.signedIn(request)) return;
      await callLimit('notFoundPerAddress')(request, reply);
    },
    perApiKey: async (request, reply) => {
      if (!requestAuth(request)?.apiKey) return;
      await callLimit('callsPerApiKey')(request, reply);
    },
  };
}
