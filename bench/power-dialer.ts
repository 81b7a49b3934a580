// Power dialer: result chosen (mandatory call-result countdown) to the next contact's INVITE on the
// wire, with wrap-up 0. A rep's Chromium with the built extension, the Simulated carrier behind Kamailio.
import type { Worker } from '@playwright/test';
import { percentile, round } from './stats';

export const POWER_DIALER_RUNS = 20;

const json = async <T>(apiUrl: string, method: string, route: string, token: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${apiUrl}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

const login = async (apiUrl: string, email: string) =>
  (
    (await (await fetch(`${apiUrl}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo@Sales1' }) })).json()) as {
      payload: { authToken: string };
    }
  ).payload.authToken;

/** An Etc/GMT zone where it is midday now, so the calling-hours guard lets every contact through. */
function middayZone(at = new Date()) {
  let offset = (((12 - at.getUTCHours()) % 24) + 24) % 24;
  if (offset > 12) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

const send = (worker: Worker, message: object) =>
  worker.evaluate((m) => (globalThis as unknown as { chrome: { runtime: { sendMessage(x: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage(m), message);

interface DialerView {
  status: string;
  call: { phase: string } | null;
  resultPanel: unknown;
  target: { contactId: number } | null;
}
const dialerState = async (worker: Worker) => (await send(worker, { target: 'powerDialer', type: 'powerDialer.snapshot' })) as DialerView;

async function until<T>(read: () => Promise<T>, ready: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 1500; i++) {
    const value = await read();
    if (ready(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`power dialer bench: ${what} did not happen`);
}

/** `worker`: the service worker of a signed-in, registered rep@demo.test. */
export async function benchPowerDialer(apiUrl: string, worker: Worker): Promise<string> {
  const admin = await login(apiUrl, 'admin@demo.test');
  const manager = await login(apiUrl, 'manager@demo.test');
  const rep = await login(apiUrl, 'rep@demo.test');
  const caller = { worker, userId: (await json<{ payload: { userId: number } }>(apiUrl, 'GET', '/session', rep)).payload.userId };
  const zone = middayZone();
  const contactIds: number[] = [];
  for (let i = 0; i <= POWER_DIALER_RUNS; i++) {
    // Numbers ending 0-4: a person answers (after 2 s); the rep hangs up before that, so every call ends quickly.
    const number = `2025550${String(i).padStart(2, '0')}${i % 5}`;
    const created = await json<{ payload: { contactId: number } }>(apiUrl, 'POST', '/contacts', manager, {
      isLead: false,
      firstName: 'Bench',
      lastName: `Dialer${i}`,
      timezone: zone,
      phones: [{ type: 'work', number, isPrimary: true }],
      emails: [],
      otherFields: { Contact_Role__c: 'Champion' },
    });
    contactIds.push(created.payload.contactId);
  }
  const list = await json<{ payload: { list: { id: number } } }>(apiUrl, 'POST', '/lists', manager, { name: `Bench dialer ${Date.now()}`, assigneeIds: [caller.userId], sharing: 'NONE' });
  const listId = list.payload.list.id;
  await json(apiUrl, 'POST', `/lists/${listId}/contacts`, manager, { contactIds });
  await json(apiUrl, 'PUT', '/users/me/power-dialer/time', rep, { powerDialerTime: 0 });
  await json(apiUrl, 'PUT', `/admin/telephony/users/${caller.userId}/acl`, admin, { mandatoryCallResult: { enabled: true, time: 60, automaticMove: true } });
  const samples: number[] = [];
  const stats = async () => ((await send(caller.worker, { target: 'phone', type: 'phone.stats' })) as Array<{ inviteSentAt: number | null }>)[0];
  const hangup = () => send(caller.worker, { target: 'phone', type: 'phone.execute', command: { command: 'hangup' } });
  try {
    await send(caller.worker, { target: 'powerDialer', type: 'powerDialer.execute', command: { command: 'start', start: { listId } } });
    for (let i = 0; i < POWER_DIALER_RUNS; i++) {
      await until(stats, (s) => s?.inviteSentAt != null, 'the INVITE');
      await hangup();
      await until(
        () => dialerState(caller.worker),
        (s) => s.resultPanel !== null,
        'the countdown',
      );
      // Choose the result from the service worker (as the panel's click does through it) and note when.
      const chosenAt = (await caller.worker.evaluate(() => {
        const at = Date.now();
        void (globalThis as unknown as { chrome: { runtime: { sendMessage(x: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({
          target: 'powerDialer',
          type: 'powerDialer.execute',
          command: { command: 'chooseResult', result: 'Meeting Booked' },
        });
        return at;
      })) as number;
      const next = await until(stats, (s) => s?.inviteSentAt != null && s.inviteSentAt > chosenAt, 'the next INVITE');
      samples.push(next!.inviteSentAt! - chosenAt);
    }
    await send(caller.worker, { target: 'powerDialer', type: 'powerDialer.execute', command: { command: 'stop' } });
    await hangup();
  } finally {
    await json(apiUrl, 'PUT', `/admin/telephony/users/${caller.userId}/acl`, admin, { mandatoryCallResult: null });
  }
  return `power dialer result chosen to next INVITE on the wire: ${round(percentile(samples, 50))} ms (median of ${samples.length}; p95 ${round(percentile(samples, 95))}; wrap-up 0; target < 200 plus the configured wrap-up)`;
}
