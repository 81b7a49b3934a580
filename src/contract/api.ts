import type { z } from 'zod';
import type { CallInput, RouteDef } from './route';
import type { RouteKey, Routes } from './routes';

/** What a route answers, parsed by its contract. */
export type RouteReply<K extends RouteKey> = Routes[K] extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

export interface ApiReply<K extends RouteKey> {
  payload: RouteReply<K>;
  message?: string;
}

/**
 * Calls a route of the contract by its key. The client implements it (src/client/api-client.ts);
 * engines that run outside the UI (the phone, the dialers) are handed one, so they depend on this
 * interface only.
 */
export interface ApiClient {
  request<K extends RouteKey>(key: K, input: CallInput<Routes[K]>): Promise<ApiReply<K>>;
  /** The payload alone, for the common case. */
  call<K extends RouteKey>(key: K, input: CallInput<Routes[K]>): Promise<RouteReply<K>>;
}
