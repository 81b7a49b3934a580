import { errorEnvelope, routes, successEnvelope, type ApiClient, type ApiReply, type CallInput, type RouteReply, type RouteDef, type RouteKey, type Routes } from '../contract';
import { HTTP_TIMEOUT_MS, STATUS0_MAX_RETRIES } from '../domain/constants';
import { retryDelayMs } from '../domain/retry-delay';
import { ApiCallError, TIMEOUT_MAXTRIES } from '../contract/api-call-error';
import { buildUrl } from './build-url';
import type { HttpMethod } from '../contract/route';

export interface ApiClientDeps {
  /** The instance's rest URL, e.g. http://localhost:4100/api. */
  baseUrl: () => string;
  token: () => string | null;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  maxRetries?: number;
  /** A 401 on an intercepted call: clear the session and go to login (spec 1 section 8). */
  onUnauthorized?: (info: { reason?: string }) => void;
  /** A 403 'Insufficient scope', with the refused call's method (a refused read leaves the page, a refused save keeps its form). */
  onInsufficientScope?: (info: { method: HttpMethod }) => void;
  /** A 503: reload the page. */
  onServiceUnavailable?: () => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep = deps.sleep ?? defaultSleep;
  const maxRetries = deps.maxRetries ?? STATUS0_MAX_RETRIES;

  /** One attempt; status 0 means no answer (network failure or the timeout). */
  async function attempt(url: string, init: RequestInit, timeoutMs: number): Promise<{ status: number; body: unknown }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const res = await doFetch(url, { ...init, signal: controller.signal });
      const text = await res.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      return { status: res.status, body };
    } catch {
      return { status: 0, body: null };
    } finally {
      clearTimeout(timer);
    }
  }

  async function request<K extends RouteKey>(key: K, input: CallInput<Routes[K]>): Promise<ApiReply<K>> {
    const route: RouteDef = routes[key];
    const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const url = buildUrl(deps.baseUrl(), route.path, parts.params, parts.query);
    const token = deps.token();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token && route.auth === 'session') headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    // DELETE is sent as JSON (spec 1 section 7).
    if (parts.body !== undefined || route.method === 'DELETE') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(parts.body ?? {});
    }
    const init: RequestInit = { method: route.method, headers, ...(body !== undefined ? { body } : {}) };
    const retries = route.method === 'POST' || route.retry === false ? 0 : maxRetries;
    const timeoutMs = route.timeoutMs ?? HTTP_TIMEOUT_MS;

    let result = await attempt(url, init, timeoutMs);
    for (let n = 1; result.status === 0 && n <= retries; n++) {
      await sleep(retryDelayMs(n));
      result = await attempt(url, init, timeoutMs);
    }
    if (result.status === 0) throw new ApiCallError(0, TIMEOUT_MAXTRIES);

    if (result.status >= 200 && result.status < 300) {
      const parsed = successEnvelope(route.reply).safeParse(result.body);
      // A reply that breaks its contract is the page's error state, never a crash.
      if (!parsed.success) throw new ApiCallError(result.status, 'Server error', { code: 'CONTRACT' });
      return { payload: parsed.data.payload as RouteReply<K>, ...(parsed.data.message ? { message: parsed.data.message } : {}) };
    }

    const failure = errorEnvelope.safeParse(result.body);
    const message = failure.success ? failure.data.message : 'Server error';
    const details = failure.success
      ? {
          ...(failure.data.code ? { code: failure.data.code } : {}),
          ...(failure.data.reason ? { reason: failure.data.reason } : {}),
          ...(failure.data.issues?.length ? { issues: failure.data.issues } : {}),
        }
      : {};
    if (result.status === 401 && route.intercept401 !== false) deps.onUnauthorized?.(details.reason ? { reason: details.reason } : {});
    if (result.status === 403 && message.includes('Insufficient scope')) deps.onInsufficientScope?.({ method: route.method });
    if (result.status === 503) deps.onServiceUnavailable?.();
    throw new ApiCallError(result.status, message, details);
  }

  return {
    request,
    /** The payload alone, for the common case. */
    call: async <K extends RouteKey>(key: K, input: CallInput<Routes[K]>): Promise<RouteReply<K>> => (await request(key, input)).payload,
  };
}

export type { ApiClient, ApiReply };
