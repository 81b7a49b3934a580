import type { z } from 'zod';
import type { RouteDef, RouteKey, Routes } from '../../src/contract';
import type { AuthContext } from '../areas/session/session-store';

type Out<T> = T extends z.ZodType ? z.output<T> : never;

export interface HandlerContext<D> {
  params: D extends RouteDef<infer P, z.ZodType, z.ZodType, z.ZodType> ? Out<P> : never;
  query: D extends RouteDef<z.ZodType, infer Q, z.ZodType, z.ZodType> ? Out<Q> : never;
  body: D extends RouteDef<z.ZodType, z.ZodType, infer B, z.ZodType> ? Out<B> : never;
  auth: D extends RouteDef<z.ZodType, z.ZodType, z.ZodType, z.ZodType, 'none'> ? null : AuthContext;
}

/** A reply that carries a message beside its payload (login's MFA_REDIRECT_*). */
export class WithMessage<T> {
  constructor(
    readonly payload: T,
    readonly message: string | undefined,
  ) {}
}

type ReplyPayload<D> = D extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;

export type Handler<D> = (ctx: HandlerContext<D>) => Promise<ReplyPayload<D> | WithMessage<ReplyPayload<D>>>;

/** Handlers for one area's route group (e.g. `AreaHandlers<typeof sessionRoutes>`). */
export type AreaHandlers<G extends Record<string, RouteDef>> = { [K in keyof G]: Handler<G[K]> };

/** One handler per route of the contract; a missing one is a type error. */
export type Handlers = { [K in RouteKey]: Handler<Routes[K]> };
