import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes, type RouteDef, type Session } from '../contract';
import { ApiCallError } from '../contract/api-call-error';
import { createApiClient, type ApiClientDeps } from './api-client';

const BASE = 'http://localhost:4100/api';
const TOKEN = 'tok-3f9c2a';

/** A full, contract-valid session as GET /session and POST /login return it. */
const SESSION: Session = {
  userId: 12,
  email: 'rep@demo.test',
  firstName: 'Riley',
  lastName: 'Rep',
  tenantId: 1,
  tenantName: 'Demo Co',
  region: 'us',
  role: 'rep',
  teamId: 3,
  deviceUser: 'u12',
  devicePass: 'dev-secret',
  realm: 'sip.demo.test',
  status: 'away',
  authToken: TOKEN,
  externalURL: null,
  capList: ['dashboard.view'],
  connectionType: 'soft',
  userProvisioningId: 'up-12',
  accountProvisioningId: 'ap-1',
  impersonatorId: null,
  impersonatorName: null,
};

type FetchFn = typeof fetch;

/** A server reply as the reference server sends it: a JSON envelope with that HTTP status. */
const reply = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ok = (payload: unknown, message?: string): Response => reply(200, { status: 200, payload, ...(message !== undefined ? { message } : {}) });

const fail = (status: number, message: string, extra: { code?: string; reason?: string } = {}): Response => reply(status, { status, message, ...extra });

/** A fetch that never answers: it only settles when the client's AbortSignal fires. */
const hangUntilAborted: FetchFn = (_input, init) =>
  new Promise<Response>((_resolve, reject) => {
    const signal = init?.signal;
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** No network: fetch rejects with a TypeError, as the platform's fetch does. */
const networkDown: FetchFn = () => Promise.reject(new TypeError('fetch failed'));

function setup(fetchImpl: FetchFn, extra: Partial<ApiClientDeps> = {}) {
  const fetchMock = vi.fn<FetchFn>(fetchImpl);
  const onUnauthorized = vi.fn<NonNullable<ApiClientDeps['onUnauthorized']>>();
  const onInsufficientScope = vi.fn<NonNullable<ApiClientDeps['onInsufficientScope']>>();
  const onServiceUnavailable = vi.fn<NonNullable<ApiClientDeps['onServiceUnavailable']>>();
  const client = createApiClient({ baseUrl: () => BASE, token: () => TOKEN, fetch: fetchMock, onUnauthorized, onInsufficientScope, onServiceUnavailable, ...extra });
  return { client, fetchMock, onUnauthorized, onInsufficientScope, onServiceUnavailable };
}

/** Follows a pending call without leaving a rejection unhandled while fake time runs. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => {
      state.settled = true;
      state.value = value;
    },
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

function asApiError(error: unknown): ApiCallError {
  if (!(error instanceof ApiCallError)) throw new Error(`expected an ApiCallError, got ${String(error)}`);
  return error;
}

/** The rejection of a call that settles without the clock (an HTTP answer). */
async function rejectionOf(promise: Promise<unknown>): Promise<ApiCallError> {
  const outcome = await promise.then(
    () => ({ rejected: false as const }),
    (error: unknown) => ({ rejected: true as const, error }),
  );
  if (!outcome.rejected) throw new Error('expected the call to reject, but it resolved');
  return asApiError(outcome.error);
}

function sentRequest(fetchMock: ReturnType<typeof vi.fn<FetchFn>>, index = 0) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const [input, init] = call;
  return { url: String(input), method: init?.method, headers: new Headers(init?.headers), body: init?.body, signal: init?.signal };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('HTTP timeout (spec 1 section 7: HTTP timeout is 15 s)', () => {
  it('a call that gets no answer in 15000 ms is aborted (status 0)', async () => {
    const { client, fetchMock } = setup(hangUntilAborted, { maxRetries: 0 });
    const call = track(client.request('getPresence', {}));

    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { signal } = sentRequest(fetchMock);
    expect(signal?.aborted).toBe(false);
    expect(call.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(call.settled).toBe(true);
    const error = asApiError(call.error);
    expect(error.status).toBe(0);
    expect(error.message).toBe('timeout (maxtries)');
  });

  it('a timed-out GET is retried with a fresh 15 s timeout after each growing delay', async () => {
    const { client, fetchMock } = setup(hangUntilAborted);
    const t0 = Date.now();
    const call = track(client.request('getSession', {}));

    // attempt 1 at 0, aborted at 15000; attempt 2 at 16000, aborted at 31000;
    // attempt 3 at 33000, aborted at 48000; attempt 4 at 52000, aborted at 67000.
    const attemptsAt = [0, 16_000, 33_000, 52_000];
    for (const [i, start] of attemptsAt.entries()) {
      await vi.advanceTimersByTimeAsync(t0 + start - Date.now());
      expect(fetchMock).toHaveBeenCalledTimes(i + 1);
      await vi.advanceTimersByTimeAsync(14_999);
      expect(sentRequest(fetchMock, i).signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(sentRequest(fetchMock, i).signal?.aborted).toBe(true);
    }
    expect(call.settled).toBe(true);
    const error = asApiError(call.error);
    expect(error.status).toBe(0);
    expect(error.message).toBe('timeout (maxtries)');
    expect(Date.now() - t0).toBe(67_000);
  });
});

describe('status 0 retries (spec 1 sections 7 and 8)', () => {
  it('status 0 on a GET is retried with growing delay (1 s, 2 s, 4 s) up to the maximum, then fails with timeout (maxtries)', async () => {
    const { client, fetchMock } = setup(networkDown);
    const call = track(client.request('getPresence', {}));

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    for (const [i, delay] of [1000, 2000, 4000].entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(fetchMock, `no retry ${i + 1} before ${delay} ms`).toHaveBeenCalledTimes(i + 1);
      expect(call.settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock, `retry ${i + 1} after ${delay} ms`).toHaveBeenCalledTimes(i + 2);
    }

    await vi.advanceTimersByTimeAsync(0);
    expect(call.settled).toBe(true);
    const error = asApiError(call.error);
    expect(error.status).toBe(0);
    expect(error.message).toBe('timeout (maxtries)');
    expect(error.userMessage).toBe('timeout (maxtries)');

    // 3 retries is the maximum: nothing more is sent, however long we wait.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(new Set(fetchMock.mock.calls.map(([input]) => String(input)))).toEqual(new Set([`${BASE}/session/status`]));
  });

  it('a GET that succeeds on a retry returns its payload', async () => {
    const { client, fetchMock } = setup(networkDown);
    fetchMock.mockImplementationOnce(networkDown).mockImplementationOnce(async () => ok({ presence: 'away' }));
    const call = track(client.request('getPresence', {}));

    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(call.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(call.settled).toBe(true);
    expect(call.error).toBeUndefined();
    expect(call.value).toEqual({ payload: { presence: 'away' } });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('POST is never retried', async () => {
    const { client, fetchMock } = setup(networkDown);
    const call = track(client.request('login', { body: { email: 'rep@demo.test', password: 'Demo@Sales1' } }));

    await vi.advanceTimersByTimeAsync(0);
    expect(call.settled).toBe(true);
    const error = asApiError(call.error);
    expect(error.status).toBe(0);
    expect(error.message).toBe('timeout (maxtries)');

    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentRequest(fetchMock).method).toBe('POST');
  });

  it('a POST that gets no answer is aborted at 15000 ms and not retried', async () => {
    const { client, fetchMock } = setup(hangUntilAborted);
    const call = track(client.request('login', { body: { email: 'rep@demo.test', password: 'Demo@Sales1' } }));

    await vi.advanceTimersByTimeAsync(14_999);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.settled).toBe(true);
    expect(asApiError(call.error)).toMatchObject({ status: 0, message: 'timeout (maxtries)' });

    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  // No route of the table is marked retry: false yet (contact creation and opportunity create/update,
  // spec 1 section 7, are not in it), so the rule is checked by marking an existing GET route ad hoc.
  describe('a route marked retry: false / with its own timeout', () => {
    const route: RouteDef = routes.getPresence;
    const original = { retry: route.retry, timeoutMs: route.timeoutMs };
    afterEach(() => {
      if (original.retry === undefined) delete route.retry;
      else route.retry = original.retry;
      if (original.timeoutMs === undefined) delete route.timeoutMs;
      else route.timeoutMs = original.timeoutMs;
    });

    it('a route marked retry: false is never retried, whatever the method', async () => {
      route.retry = false;
      const { client, fetchMock } = setup(networkDown);
      const call = track(client.request('getPresence', {}));

      await vi.advanceTimersByTimeAsync(0);
      expect(call.settled).toBe(true);
      expect(asApiError(call.error)).toMatchObject({ status: 0, message: 'timeout (maxtries)' });
      await vi.advanceTimersByTimeAsync(120_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('a route with a 10 s timeout and no retries is aborted at 10000 ms (contact creation)', async () => {
      route.retry = false;
      route.timeoutMs = 10_000;
      const { client, fetchMock } = setup(hangUntilAborted);
      const call = track(client.request('getPresence', {}));

      await vi.advanceTimersByTimeAsync(9_999);
      expect(call.settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(call.settled).toBe(true);
      expect(asApiError(call.error)).toMatchObject({ status: 0, message: 'timeout (maxtries)' });
      await vi.advanceTimersByTimeAsync(120_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});

describe('HTTP 401 (spec 1 section 8)', () => {
  it('401 on an intercepted call clears the session: onUnauthorized gets the reason and the call fails with 401', async () => {
    const { client, onUnauthorized, onInsufficientScope, onServiceUnavailable } = setup(async () => fail(401, 'Authentication required', { reason: 'expired' }));

    const error = await rejectionOf(client.request('getPresence', {}));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Authentication required');
    expect(error.details).toEqual({ reason: 'expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith({ reason: 'expired' });
    expect(onInsufficientScope).not.toHaveBeenCalled();
    expect(onServiceUnavailable).not.toHaveBeenCalled();
  });

  it('401 on GET /session (not intercepted) reaches the caller without going to login', async () => {
    const { client, onUnauthorized } = setup(async () => fail(401, 'Authentication required', { reason: 'logged_out' }));

    const error = await rejectionOf(client.request('getSession', {}));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Authentication required');
    expect(error.details.reason).toBe('logged_out');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("401 on login (not intercepted) carries the server's message: 'Email and password combination is not valid'", async () => {
    const { client, onUnauthorized } = setup(async () => fail(401, 'Email and password combination is not valid'));

    const error = await rejectionOf(client.request('login', { body: { email: 'rep@demo.test', password: 'wrong' } }));
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Email and password combination is not valid');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('HTTP 403 (spec 1 section 8)', () => {
  it("403 with a message containing 'Insufficient scope' goes to the dashboard", async () => {
    const { client, onInsufficientScope, onUnauthorized } = setup(async () => fail(403, 'Insufficient scope'));

    const error = await rejectionOf(client.request('teamActivityMetrics', { params: { teamId: 3, period: 'currentWeek' } }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Insufficient scope');
    expect(onInsufficientScope).toHaveBeenCalledTimes(1);
    expect(onInsufficientScope).toHaveBeenCalledWith({ method: 'GET' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('tells which kind of call was refused: a refused save (POST) is not a page to leave', async () => {
    const { client, onInsufficientScope } = setup(async () => fail(403, 'Insufficient scope'));
    const error = await rejectionOf(client.request('createTeam', { body: { name: 'Closers' } }));
    expect(error.status).toBe(403);
    expect(onInsufficientScope).toHaveBeenCalledWith({ method: 'POST' });
  });

  it('a 403 with another message does not go to the dashboard', async () => {
    const { client, onInsufficientScope } = setup(async () => fail(403, 'Impersonation is read-only'));

    const error = await rejectionOf(client.request('listTeams', {}));
    expect(error.status).toBe(403);
    expect(error.userMessage).toBe('Server error');
    expect(onInsufficientScope).not.toHaveBeenCalled();
  });
});

describe('HTTP 503 (spec 1 section 8)', () => {
  it('HTTP 503: the page reloads (onServiceUnavailable), and nothing is shown', async () => {
    const { client, onServiceUnavailable, onUnauthorized } = setup(async () => fail(503, 'Service unavailable'));

    const error = await rejectionOf(client.request('getPresence', {}));
    expect(error.status).toBe(503);
    expect(error.silent).toBe(true);
    expect(onServiceUnavailable).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('another 5xx does not reload the page', async () => {
    const { client, onServiceUnavailable } = setup(async () => fail(500, 'Internal server error'));

    await rejectionOf(client.request('getPresence', {}));
    expect(onServiceUnavailable).not.toHaveBeenCalled();
  });
});

describe("other failures give 'Server error'; 5xx show nothing (spec 1 section 8)", () => {
  it("HTTP 5xx: nothing shown to the user (silent), userMessage 'Server error'", async () => {
    const { client, fetchMock } = setup(async () => fail(500, 'Internal server error'));

    const error = await rejectionOf(client.request('getPresence', {}));
    expect(error.status).toBe(500);
    expect(error.silent).toBe(true);
    expect(error.userMessage).toBe('Server error');
    // An HTTP answer is not a timeout: it is not retried.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a 5xx without a JSON envelope (a proxy page) is still a silent Server error', async () => {
    const { client } = setup(async () => new Response('<html>Bad Gateway</html>', { status: 502 }));

    const error = await rejectionOf(client.request('getPresence', {}));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Server error');
    expect(error.userMessage).toBe('Server error');
    expect(error.silent).toBe(true);
  });

  it("4xx errors are not silent, userMessage 'Server error', the server's message kept", async () => {
    const { client } = setup(async () => fail(404, 'Team not found', { code: 'NOT_FOUND' }));

    const error = await rejectionOf(client.request('teamActivityMetrics', { params: { teamId: 99, period: 'currentDay' } }));
    expect(error.status).toBe(404);
    expect(error.silent).toBe(false);
    expect(error.userMessage).toBe('Server error');
    expect(error.message).toBe('Team not found');
    expect(error.details).toEqual({ code: 'NOT_FOUND' });
  });

  it("a validation 400 keeps the server's issues, each with its field path", async () => {
    const issues = [{ path: ['emails', 0, 'address'], message: 'Not a valid email address.' }];
    const { client } = setup(async () => reply(400, { status: 400, message: 'Invalid body: emails.0.address: Not a valid email address.', code: 'VALIDATION', issues }));

    const error = await rejectionOf(client.request('createContact', { body: { isLead: true, emails: [{ address: 'nope' }] } }));
    expect(error.status).toBe(400);
    expect(error.details.code).toBe('VALIDATION');
    expect(error.issues).toEqual(issues);
  });

  it('a failure without issues has none', async () => {
    const { client } = setup(async () => fail(400, 'Unknown account', { code: 'VALIDATION' }));

    const error = await rejectionOf(client.request('createContact', { body: { isLead: true } }));
    expect(error.issues).toEqual([]);
  });
});

describe('reply contract', () => {
  it('returns the payload of a reply valid against the contract (GET /session)', async () => {
    const { client } = setup(async () => ok(SESSION));

    await expect(client.request('getSession', {})).resolves.toEqual({ payload: SESSION });
    await expect(client.call('getSession', {})).resolves.toEqual(SESSION);
  });

  it("a 200 reply that breaks its contract rejects with code 'CONTRACT' instead of returning data", async () => {
    const { authToken: _authToken, capList: _capList, ...incomplete } = SESSION;
    const { client } = setup(async () => ok(incomplete));

    const error = await rejectionOf(client.request('getSession', {}));
    expect(error.details.code).toBe('CONTRACT');
    expect(error.status).toBe(200);
    expect(error.userMessage).toBe('Server error');
  });

  it("a 200 reply whose value is outside the contract's enum rejects with code 'CONTRACT'", async () => {
    const { client } = setup(async () => ok({ presence: 'sleeping' }));

    const error = await rejectionOf(client.request('getPresence', {}));
    expect(error.details.code).toBe('CONTRACT');
  });

  it("a login reply's message (MFA_REDIRECT_APP) is returned beside the payload", async () => {
    const { client } = setup(async () => ok({ mfaToken: 'mfa-7d1e', mfaMethod: 'app' }, 'MFA_REDIRECT_APP'));

    const result = await client.request('login', { body: { email: 'rep@demo.test', password: 'Demo@Sales1' } });
    expect(result).toEqual({ payload: { mfaToken: 'mfa-7d1e', mfaMethod: 'app' }, message: 'MFA_REDIRECT_APP' });
  });

  it('a login reply without a message returns the session alone', async () => {
    const { client } = setup(async () => ok(SESSION));

    const result = await client.request('login', { body: { email: 'rep@demo.test', password: 'Demo@Sales1' } });
    expect(result).toEqual({ payload: SESSION });
    expect('message' in result).toBe(false);
  });
});

describe('what is sent', () => {
  it('the bearer token is sent on session routes', async () => {
    const { client, fetchMock } = setup(async () => ok(SESSION));

    await client.request('getSession', {});
    const sent = sentRequest(fetchMock);
    expect(sent.url).toBe(`${BASE}/session`);
    expect(sent.method).toBe('GET');
    expect(sent.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(sent.body).toBeUndefined();
  });

  it("the bearer token is not sent on auth: 'none' routes, even when one is held", async () => {
    const { client, fetchMock } = setup(async () => ok(SESSION));

    await client.request('login', { body: { email: 'rep@demo.test', password: 'Demo@Sales1' } });
    const sent = sentRequest(fetchMock);
    expect(sent.url).toBe(`${BASE}/login`);
    expect(sent.headers.has('authorization')).toBe(false);
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(sent.body))).toEqual({ email: 'rep@demo.test', password: 'Demo@Sales1' });
  });

  it('no bearer token is sent when there is no session', async () => {
    const { client, fetchMock } = setup(async () => fail(401, 'Authentication required', { reason: 'unauthenticated' }), { token: () => null });

    await rejectionOf(client.request('getSession', {}));
    expect(sentRequest(fetchMock).headers.has('authorization')).toBe(false);
  });

  it('DELETE is sent as JSON: with a JSON body and content-type application/json', async () => {
    const { client, fetchMock } = setup(async () => ok({ loggedOut: true }));

    await expect(client.call('deleteSession', {})).resolves.toEqual({ loggedOut: true });
    const sent = sentRequest(fetchMock);
    expect(sent.method).toBe('DELETE');
    expect(sent.url).toBe(`${BASE}/session`);
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(typeof sent.body).toBe('string');
    expect(JSON.parse(String(sent.body))).toEqual({});
    expect(sent.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('path params are filled into the URL', async () => {
    const metrics = {
      period: 'currentMonth',
      from: '2025-06-01',
      to: '2025-06-30',
      timeZone: 'UTC',
      metrics: [],
      callMix: { connected: 0, short: 0, unanswered: 0, inbound: 0 },
      connection: { connectTimeEnabled: true, connectTime: 120, specificCallResultEnabled: false },
    };
    const { client, fetchMock } = setup(async () => ok(metrics));

    await expect(client.call('teamActivityMetrics', { params: { teamId: 3, period: 'currentMonth' } })).resolves.toEqual(metrics);
    expect(sentRequest(fetchMock).url).toBe(`${BASE}/metrics/activity-metrics/team/3/currentMonth`);
  });

  it('undefined query values are omitted, defined ones sent', async () => {
    const metrics = {
      period: 'currentWeek',
      from: '2025-06-02',
      to: '2025-06-08',
      timeZone: 'UTC',
      metrics: [],
      callMix: { connected: 0, short: 0, unanswered: 0, inbound: 0 },
      connection: { connectTimeEnabled: true, connectTime: 120, specificCallResultEnabled: false },
    };
    const { client, fetchMock } = setup(async () => ok(metrics));

    await client.request('activityMetrics', { params: { period: 'currentWeek' }, query: { userId: undefined } });
    expect(sentRequest(fetchMock, 0).url).toBe(`${BASE}/metrics/activity-metrics/currentWeek`);

    fetchMock.mockImplementationOnce(async () => ok(metrics));
    await client.request('activityMetrics', { params: { period: 'currentWeek' }, query: { userId: 12 } });
    expect(sentRequest(fetchMock, 1).url).toBe(`${BASE}/metrics/activity-metrics/currentWeek?userId=12`);
  });

  it('the URL is built from the current rest URL at call time', async () => {
    let base = BASE;
    const { client, fetchMock } = setup(async () => ok({ presence: 'busy' }), { baseUrl: () => base });

    await client.request('getPresence', {});
    base = 'https://dial.example.com/api/';
    await client.request('getPresence', {});
    expect(sentRequest(fetchMock, 0).url).toBe(`${BASE}/session/status`);
    expect(sentRequest(fetchMock, 1).url).toBe('https://dial.example.com/api/session/status');
  });
});
