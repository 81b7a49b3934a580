import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../areas/session/session-store';

const authOf = new WeakMap<FastifyRequest, AuthContext>();

/** The session a contract route's request was authenticated with (set by its onRequest hook). */
export const requestAuth = (request: FastifyRequest): AuthContext | undefined => authOf.get(request);
export const setRequestAuth = (request: FastifyRequest, auth: AuthContext) => authOf.set(request, auth);
