import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One REST call of the spec: both the server's registration and the client's call are typed by it. */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends 'session' | 'none' = 'session' | 'none',
> {
  method: HttpMethod;
  /** Fastify-style path under the instance's rest URL, `:name` for parameters. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `payload` in the success envelope. */
  reply: R;
  /** `none` for calls made before a session exists. */
  auth: A;
  /** Capability from the session capList the call needs; without it the server answers 403 'Insufficient scope'. */
  scope?: string;
  /** false: a 401 reaches the caller instead of sending the app to login (spec 7, GET /session). */
  intercept401?: boolean;
  /** Per-call timeout; the spec's default is 15000 ms. */
  timeoutMs?: number;
  /** false: never retried, whatever the method (contact creation). POST is never retried. */
  retry?: boolean;
}

export const defineRoute = <
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
  A extends 'session' | 'none' = 'session',
>(
  def: RouteDef<P, Q, B, R, A>,
) => def;

type Infer<T> = T extends z.ZodType ? z.infer<T> : never;
type InferIn<T> = T extends z.ZodType ? z.input<T> : never;

export type ParamsOf<D> = D extends RouteDef<infer P, z.ZodType, z.ZodType, z.ZodType> ? Infer<P> : never;
export type QueryOf<D> = D extends RouteDef<z.ZodType, infer Q, z.ZodType, z.ZodType> ? Infer<Q> : never;
export type BodyOf<D> = D extends RouteDef<z.ZodType, z.ZodType, infer B, z.ZodType> ? Infer<B> : never;
export type ReplyOf<D> = D extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer R> ? Infer<R> : never;

/** What a caller passes: only the parts the route declares. */
export type CallInput<D> =
  D extends RouteDef<infer P, infer Q, infer B, z.ZodType>
    ? ([P] extends [z.ZodNever] ? unknown : { params: InferIn<P> }) & ([Q] extends [z.ZodNever] ? unknown : { query?: InferIn<Q> }) & ([B] extends [z.ZodNever] ? unknown : { body: InferIn<B> })
    : never;
