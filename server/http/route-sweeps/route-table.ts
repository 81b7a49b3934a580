import { routes, type RouteDef, type RouteKey } from '@/src/contract';
import { asSent, textOf, validSample } from './zod-values';

/** One route of the contract table, as the sweeps walk it. */
export interface SweepRoute {
  key: RouteKey;
  def: RouteDef;
  /** `:name` parameters of the path, in order. */
  paramNames: string[];
}

export const sweepRoutes: SweepRoute[] = (Object.entries(routes) as [RouteKey, RouteDef][]).map(([key, def]) => ({
  key,
  def,
  paramNames: [...def.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!),
}));

/** One call, as text: what goes on the wire. */
export interface Call {
  method: string;
  url: string;
  /** JSON text of the body (or deliberately broken text); undefined: no body. */
  body?: string;
}

export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => encodeURIComponent(textOf(params[name] ?? '1')));
}

export function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) search.append(k, textOf(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A call of the route with the given parts (the route's valid samples for the parts not given). */
export function callOf(route: SweepRoute, parts: { params?: unknown; query?: unknown; body?: unknown; rawBody?: string }): Call {
  const { def } = route;
  const params = (parts.params ?? (def.params ? validSample(def.params, 'params') : {})) as Record<string, unknown>;
  const query = parts.query ?? (def.query ? asSent(validSample(def.query, 'query'), 'query') : undefined);
  const body = parts.rawBody ?? (def.body ? JSON.stringify(parts.body !== undefined ? parts.body : (validSample(def.body, 'body') ?? {})) : undefined);
  return { method: def.method, url: `/api${fillPath(def.path, params)}${queryString(query)}`, ...(body !== undefined ? { body } : {}) };
}

/** Runs `work` over `items`, `size` at a time: parallel enough to be quick, small enough for a loaded 2-core machine. */
export async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
}
