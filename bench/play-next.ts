// Power dialer play/next on a big list (issue #8: p95 < 50 ms): each next reserves the first due contact,
// then a skip sends it to the back, so every call walks the due order afresh and writes a reservation.
import { performance } from 'node:perf_hooks';
import { percentile, round } from './stats';

const RUNS = 200;

export async function measurePlayNext(api: string, token: string, adminToken: string, listId: number, members: number): Promise<string[]> {
  const call = async (method: string, path: string, body?: unknown, as = token) => {
    const res = await fetch(`${api}${path}`, {
      method,
      headers: { authorization: `Bearer ${as}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as { payload: { action?: { contactId: number } | null } };
    if (!res.ok) throw new Error(`${method} ${path} failed with ${res.status}`);
    return json.payload;
  };
  // The demo contacts' zone is New York: the guard is turned off so the measure does not depend on the hour it runs.
  await call('PUT', '/admin/power-dialer/settings', { callingHoursGuard: false }, adminToken);
  const samples: number[] = [];
  try {
    for (let i = 0; i < RUNS + 10; i++) {
      const start = performance.now();
      const payload = await call('GET', `/lists/${listId}/play/next`);
      const took = performance.now() - start;
      if (!payload.action) throw new Error('play/next found nothing to dial');
      if (i >= 10) samples.push(took);
      await call('POST', `/lists/${listId}/play/${payload.action.contactId}/skip`);
    }
  } finally {
    await call('POST', '/lists/play/finish', { listId });
    await call('PUT', '/admin/power-dialer/settings', { callingHoursGuard: true }, adminToken);
  }
  return [
    `GET /lists/:id/play/next (reserve the next due contact) on a ${members.toLocaleString('en-US')}-contact list p50: ${round(percentile(samples, 50))} ms, p95: ${round(percentile(samples, 95))} ms (target p95 < 50)`,
  ];
}
